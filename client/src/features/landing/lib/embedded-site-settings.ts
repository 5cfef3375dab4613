import type { PublicMedia } from '@shared/media';
import type { FaqItem } from '@shared/faq';
import type { PublicSiteSettings } from '@shared/site-settings';

/**
 * The site settings the landing page's HTML was rendered with, carried in the page as a JSON
 * data block (`<script type="application/json">`: data, not a script the CSP would refuse), so
 * the hydration renders exactly what the server did without waiting for a request
 * (docs/decisions/0027-site-settings-and-runtime-landing-render.md).
 */
export interface EmbeddedSiteSettings {
  settings: PublicSiteSettings;
  /** When the server rendered the page (ms since the epoch): the hydration decides the countdown with it. */
  renderedAt: number;
  /** The photos and videos staff placed (absent on the build's own pages: the illustrations). */
  media?: PublicMedia;
  /** The FAQ the page shows (absent in the build's own page: the section then reads GET /api/faq). */
  faq?: FaqItem[];
}

const ELEMENT_ID = 'site-settings';

/** The data block for the page's <head>; `<` is escaped so no value can close the element. */
export const embeddedSiteSettingsBlock = (data: EmbeddedSiteSettings) =>
  `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The block of a prerendered page, or undefined (other pages, a damaged block). */
export function readEmbeddedSiteSettings(): EmbeddedSiteSettings | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<EmbeddedSiteSettings>;
    return data.settings && typeof data.renderedAt === 'number' ? (data as EmbeddedSiteSettings) : undefined;
  } catch {
    return undefined;
  }
}
