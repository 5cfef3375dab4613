import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { languages, type Language } from '@shared/languages';
import type { PublicMedia } from '@shared/media';
import type { FaqItem } from '@shared/faq';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { products } from '@shared/site-facts';
import { productArtworkName, productImagePath, shareImagePath } from '@shared/site-images';
import { App } from './app/app';
import { provideAllDictionaries } from './i18n/all-dictionaries';
import { translate } from './i18n/translate';
import { headKeys, indexedPages, NOT_FOUND, pageHeadTags, type HeadTag } from './app/page-heads';
import { embeddedSiteSettingsBlock, type EmbeddedSiteSettings } from './features/landing/lib/embedded-site-settings';
import { preloadLandingSections } from './features/landing/components/lazy-sections';

provideAllDictionaries();
// renderToString does not wait for lazy parts: the landing page's sections are all here first.
await preloadLandingSections();

/**
 * Fills the page template for `language`: its <html lang>, the app's HTML and (landing page)
 * the settings data block. The head's own tags (title, description, share image…) are filled
 * in by the server when it sends the page (server/src/http/page-head.ts). Replacements are
 * functions so a `$` in a value is never read as a replacement pattern.
 */
export function fillPage(template: string, language: Language, html: string, data?: EmbeddedSiteSettings) {
  return template
    .replace('<html lang="es">', () => `<html lang="${language}">`)
    .replace('<!--app-data-->', () => (data ? embeddedSiteSettingsBlock(data) : ''))
    .replace('<!--app-html-->', () => html);
}

/**
 * The landing page as HTML in `language` with `settings` (react-dom/server): at build time with
 * the defaults (scripts/build.mjs), and by the server whenever the settings change
 * (server/src/http/landing-pages.ts, docs/decisions/0027-site-settings-and-runtime-landing-render.md).
 * `renderedAt` decides whether the offer's countdown shows; `media` holds the photos and videos
 * staff placed, `faq` the FAQ section's list (without it, the section reads GET /api/faq); the
 * page carries them to the hydration.
 */
export function renderLandingPage(
  template: string,
  language: Language,
  settings: PublicSiteSettings = defaultPublicSiteSettings,
  renderedAt = Date.now(),
  media?: PublicMedia,
  faq?: readonly FaqItem[],
) {
  const data = { settings, renderedAt, ...(media && media.version > 0 ? { media } : {}), ...(faq ? { faq: [...faq] } : {}) };
  const html = renderToString(
    <StrictMode>
      <App language={language} ssrPath="/" siteSettings={data} />
    </StrictMode>,
  );
  return fillPage(template, language, html, data);
}

/** The web app manifest's description (the site speaks Spanish first). */
export const manifestDescription = translate('es', 'meta.description');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One head tag as HTML, marked as the page's own (apply-page-head.ts replaces them on navigation). */
function tagHtml({ tag, ...attributes }: HeadTag) {
  if (tag === 'title') return `<title data-page-head>${escape((attributes as { text: string }).text)}</title>`;
  const pairs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escape(value as string)}"`)
    .join('');
  return `<${tag} data-page-head${pairs}>`;
}

/**
 * Every page's head in each language as HTML, with `origin` (a placeholder) where the site's
 * address goes: the server fills it in when it sends the page (server/src/http/page-head.ts).
 */
export function renderHeads(origin: string) {
  const heads: Record<string, Record<Language, string>> = {};
  for (const key of headKeys) {
    heads[key] = Object.fromEntries(languages.map((language) => [language, pageHeadTags(key, language, origin, translate).map(tagHtml).join('\n    ')])) as Record<Language, string>;
  }
  return { heads, notFound: NOT_FOUND, indexed: indexedPages, shareImages: Object.fromEntries(languages.map((language) => [language, shareImagePath(language)])) };
}

/**
 * The boxes' pictures the build draws (scripts/site-images.mjs) for the landing page's
 * structured data: where each is served and the artwork it is drawn from.
 */
export const productImages = products.map(({ key }) => ({ path: productImagePath(key), artwork: `${productArtworkName(key)}.svg` }));
