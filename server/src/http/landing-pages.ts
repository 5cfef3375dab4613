import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@shared/languages';
import type { PublicSiteSettings } from '@shared/site-settings';
import { offerEndAfter } from '@shared/site-settings-values';
import type { Logger } from '../lib/logger';

/** What the build's SSR bundle (client/src/entry-server.tsx) exports for the server. */
interface SsrBundle {
  renderLandingPage(template: string, language: Language, settings: PublicSiteSettings, renderedAt: number): string;
}

export interface LandingPages {
  /** The landing page's HTML in `language` with the current settings. */
  page(language: Language): Promise<string>;
}

interface Rendered {
  version: number;
  offerRunning: boolean;
  pages: Map<Language, Promise<string>>;
}

/**
 * The landing page rendered with the site settings as they are now
 * (docs/decisions/0027-site-settings-and-runtime-landing-render.md): the build leaves its SSR
 * bundle and the page's template in `ssrDir`; each language is rendered once per settings
 * version (and again when the offer's end passes), so only the first request after a change
 * waits for a render. Without the bundle (an older build), or when the settings cannot be read
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

  async function render(language: Language, settings: PublicSiteSettings, renderedAt: number) {
    bundle ??= import(pathToFileURL(bundlePath).href) as Promise<SsrBundle>;
    const { renderLandingPage } = await bundle;
    return renderLandingPage(template, language, settings, renderedAt);
  }

  return {
    async page(language) {
      if (!available) return options.fallback[language];
      let settings: PublicSiteSettings;
      try {
        settings = await options.settings();
      } catch (error) {
        // Nothing read yet and the database away: the build's page (defaults) beats no page.
        options.logger.warn({ err: error }, 'site settings unavailable; the built landing page is sent');
        return options.fallback[language];
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
        return options.fallback[language];
      });
    },
  };
}
