import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import etag from 'etag';
import type { Language } from '@shared/languages';
import type { PublicSiteSettings } from '@shared/site-settings';
import { offerEndAfter } from '@shared/site-settings-values';
import type { Logger } from '../lib/logger';

/** What the build's SSR bundle (client/src/entry-server.tsx) exports for the server. */
interface SsrBundle {
  renderLandingPage(template: string, language: Language, settings: PublicSiteSettings, renderedAt: number): string;
}

/** One rendered page, with its gzip and ETag computed once (the page is some 200 KB of HTML). */
export interface LandingPage {
  html: string;
  gzip: Buffer;
  etag: string;
}

export interface LandingPages {
  /** The landing page in `language` with the current settings. */
  page(language: Language): Promise<LandingPage>;
}

interface Rendered {
  version: number;
  offerRunning: boolean;
  pages: Map<Language, Promise<LandingPage>>;
}

const represent = (html: string): LandingPage => ({ html, gzip: gzipSync(html), etag: etag(html, { weak: true }) });

/**
 * The landing page rendered with the site settings as they are now
 * (docs/decisions/0027-site-settings-and-runtime-landing-render.md): the build leaves its SSR
 * bundle and the page's template in `ssrDir`; each language is rendered once per settings
 * version (and again when the offer's end passes), so only the first request after a change
 * waits for a render; its gzip and ETag are computed then too, not per request. Without the bundle (an older build), or when the settings cannot be read
 * before any render succeeded, the build's own pages are sent (`fallback`).
 */
export function createLandingPages(options: {
  ssrDir: string;
  settings: () => Promise<PublicSiteSettings>;
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
  let rendered: Rendered | undefined;
  const fallbacks = new Map<Language, LandingPage>();
  const fallback = (language: Language) => {
    let page = fallbacks.get(language);
    if (!page) fallbacks.set(language, (page = represent(options.fallback[language])));
    return page;
  };

  async function render(language: Language, settings: PublicSiteSettings, renderedAt: number) {
    bundle ??= import(pathToFileURL(bundlePath).href) as Promise<SsrBundle>;
    const { renderLandingPage } = await bundle;
    return represent(renderLandingPage(template, language, settings, renderedAt));
  }

  return {
    async page(language) {
      if (!available) return fallback(language);
      let settings: PublicSiteSettings;
      try {
        settings = await options.settings();
      } catch (error) {
        // Nothing read yet and the database away: the build's page (defaults) beats no page.
        options.logger.warn({ err: error }, 'site settings unavailable; the built landing page is sent');
        return fallback(language);
      }
      const renderedAt = now();
      const offerRunning = offerEndAfter(settings, renderedAt) !== null;
      if (!rendered || rendered.version !== settings.version || rendered.offerRunning !== offerRunning) {
        rendered = { version: settings.version, offerRunning, pages: new Map() };
      }
      const current = rendered;
      let page = current.pages.get(language);
      if (!page) {
        page = render(language, settings, renderedAt);
        current.pages.set(language, page);
        // A failed render is tried again by the next request, not remembered.
        page.catch(() => current.pages.delete(language));
      }
      return page.catch((error: unknown) => {
        options.logger.error({ err: error, language }, 'landing page render failed; the built page is sent');
        return fallback(language);
      });
    },
  };
}
