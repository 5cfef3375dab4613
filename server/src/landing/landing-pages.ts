import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import etag from 'etag';
import { languages, type Language } from '@shared/languages';
import type { PublicMedia } from '@shared/media';
import { emptyPublicMedia } from '@shared/placed-media';
import type { FaqItem, FaqList } from '@shared/faq';
import type { SiteContent } from '@shared/site-content';
import type { PublicSiteSettings, SiteSettings } from '@shared/site-settings';
import { defaultSiteSettings, offerEndAfter } from '@shared/site-settings-values';
import { createCache } from '../lib/cache';
import type { Logger } from '../lib/logger';
import type { PageHeads } from './page-head';
import { landingStructuredData, shownPrices, withStructuredData } from './structured-data';

/** What the build's SSR bundle (client/src/entry-server.tsx) exports for the server. */
interface SsrBundle {
  renderLandingPage(template: string, language: Language, settings: PublicSiteSettings, renderedAt: number, media?: PublicMedia, faq?: readonly FaqItem[]): string;
}

/** One rendered page, with its gzip and ETag computed once (the page is some 200 KB of HTML). */
export interface LandingPage {
  html: string;
  gzip: Buffer;
  etag: string;
}

export interface LandingPages {
  /** The landing page in `language` with the current settings and its head under `origin`. */
  page(language: Language, origin: string): Promise<LandingPage>;
}

/**
 * Pages kept. Without PUBLIC_ORIGIN the origin comes from the request's Host, so a stranger
 * could ask for endless origins: only the latest ones are kept.
 */
const MAX_KEPT_PAGES = 16;

const represent = (html: string): LandingPage => ({ html, gzip: gzipSync(html), etag: etag(html, { weak: true }) });

/**
 * The landing page rendered with the site settings as they are now
 * (docs/decisions/0027-site-settings-and-runtime-landing-render.md): the build leaves its SSR
 * bundle and the page's template in `ssrDir`; each language is rendered once per settings
 * version (and again when the offer's end passes, or when staff publish other prices), so
 * only the first request after a change waits for a render; its gzip and ETag are computed
 * then too, not per request. Each page carries its head and its structured data
 * (structured-data.ts, docs/decisions/0064-structured-data-rendered-with-the-landing-page.md).
 * Without the bundle (an older build), or when the settings cannot be read before any render
 * succeeded, the build's own pages are sent (`fallback`), with the defaults' structured data.
 */
export function createLandingPages(options: {
  ssrDir: string;
  /** Each page's head (title, canonical address, share image…), filled in under the origin. */
  heads: PageHeads;
  settings: () => Promise<PublicSiteSettings>;
  /** The published content, whose price texts the structured data states; without it, the facts' prices. */
  content?: () => Promise<SiteContent>;
  /** The photos and videos staff placed (server/src/media/); without them, the illustrations. */
  media?: () => Promise<PublicMedia>;
  /** The FAQ the page shows and its FAQPage states; without it, none. */
  faq?: () => Promise<FaqList>;
  fallback: Record<Language, string>;
  logger: Logger;
  now?: () => number;
}): LandingPages {
  const now = options.now ?? Date.now;
  const bundlePath = join(options.ssrDir, 'entry-server.js');
  const templatePath = join(options.ssrDir, 'landing.html');
  const available = existsSync(bundlePath) && existsSync(templatePath);
  if (!available) options.logger.warn({ ssrDir: options.ssrDir }, 'no SSR bundle: the landing page keeps the settings it was built with');
  const template = available ? readFileSync(templatePath, 'utf8') : '';
  let bundle: Promise<SsrBundle> | undefined;
  // A page is kept until what it shows changes: its key says what that is.
  const pages = createCache<LandingPage>({ maxAgeMs: Infinity, maxEntries: MAX_KEPT_PAGES, now });
  const fallbacks = createCache<LandingPage>({ maxAgeMs: Infinity, maxEntries: MAX_KEPT_PAGES, now });
  const finish = (html: string, language: Language, origin: string, settings: SiteSettings, content: SiteContent | null, media: PublicMedia, faq: readonly FaqItem[]) =>
    represent(
      withStructuredData(
        options.heads.fill(html, { path: '/', found: true, language, origin }),
        landingStructuredData(language, origin, settings, content, media, faq),
      ),
    );
  // The build's page shows no FAQ, so its structured data states none either.
  const fallback = (language: Language, origin: string) =>
    fallbacks.get(`${language} ${origin}`, async () => finish(options.fallback[language], language, origin, defaultSiteSettings, null, emptyPublicMedia, []));

  async function render(language: Language, origin: string, settings: PublicSiteSettings, content: SiteContent | null, media: PublicMedia, faq: readonly FaqItem[], renderedAt: number) {
    bundle ??= import(pathToFileURL(bundlePath).href) as Promise<SsrBundle>;
    const { renderLandingPage } = await bundle;
    return finish(renderLandingPage(template, language, settings, renderedAt, media, faq), language, origin, settings, content, media, faq);
  }

  /** The published prices the structured data states, in both languages. */
  const pricesOf = (content: SiteContent | null) => languages.map((language) => Object.values(shownPrices(content, language)).join(' ')).join(' | ');
  const readContent = async () => {
    try {
      return options.content ? await options.content() : null;
    } catch (error) {
      // Nothing read yet and the database away: the facts' prices, as the page's own texts show.
      options.logger.warn({ err: error }, 'published content unavailable; the structured data states the built-in prices');
      return null;
    }
  };

  const readMedia = async () => {
    try {
      return options.media ? await options.media() : emptyPublicMedia;
    } catch (error) {
      // The database away before any read: the illustrations, as a fresh install shows.
      options.logger.warn({ err: error }, 'media placements unavailable; the page shows its illustrations');
      return emptyPublicMedia;
    }
  };

  const faqVersions = new WeakMap<FaqList, string>();
  /** A short fingerprint of the FAQ (its list is kept as one object while unchanged). */
  const faqVersion = (faq: FaqList) => {
    let version = faqVersions.get(faq);
    if (version === undefined) faqVersions.set(faq, (version = etag(JSON.stringify(faq.items))));
    return version;
  };
  const noFaq: FaqList = { items: [] };
  const readFaq = async () => {
    try {
      return options.faq ? await options.faq() : noFaq;
    } catch (error) {
      // Nothing read yet and the database away: a page without its FAQ beats no page.
      options.logger.warn({ err: error }, 'FAQ unavailable; the landing page shows none');
      return noFaq;
    }
  };

  return {
    async page(language, origin) {
      if (!available) return fallback(language, origin);
      let settings: PublicSiteSettings;
      let content: SiteContent | null;
      let media: PublicMedia;
      let faq: FaqList;
      try {
        [settings, content, media, faq] = await Promise.all([options.settings(), readContent(), readMedia(), readFaq()]);
      } catch (error) {
        // Nothing read yet and the database away: the build's page (defaults) beats no page.
        options.logger.warn({ err: error }, 'site settings unavailable; the built landing page is sent');
        return fallback(language, origin);
      }
      const renderedAt = now();
      const offerRunning = offerEndAfter(settings, renderedAt) !== null;
      const key = [settings.version, media.version, offerRunning, pricesOf(content), faqVersion(faq), language, origin].join(' ');
      // A failed render is not kept: the next request tries again.
      return pages.get(key, () => render(language, origin, settings, content, media, faq.items, renderedAt)).catch((error: unknown) => {
        options.logger.error({ err: error, language }, 'landing page render failed; the built page is sent');
        return fallback(language, origin);
      });
    },
  };
}
