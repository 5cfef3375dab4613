import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '@shared/languages';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { App } from './app/app';
import { translate } from './i18n/translate';
import { embeddedSiteSettingsBlock, type EmbeddedSiteSettings } from './lib/site-settings/embedded-site-settings';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Fills the page template's placeholders for `language`: title, description, Open Graph, the
 * app's HTML and (landing page) the settings data block. Replacements are functions so a `$`
 * in a value is never read as a replacement pattern.
 */
export function fillPage(template: string, language: Language, html: string, data?: EmbeddedSiteSettings) {
  const title = escapeAttribute(translate(language, 'meta.title'));
  const description = escapeAttribute(translate(language, 'meta.description'));
  return template
    .replace('<html lang="es">', () => `<html lang="${language}">`)
    .replace('<!--app-title-->ChapinBox', () => title)
    .replaceAll('<!--app-description-->', () => description)
    .replace('<!--app-og-title-->', () => title)
    .replace('<!--app-og-locale-->', () => (language === 'es' ? 'es_US' : 'en_US'))
    .replace('<!--app-data-->', () => (data ? embeddedSiteSettingsBlock(data) : ''))
    .replace('<!--app-html-->', () => html);
}

/**
 * The landing page as HTML in `language` with `settings` (react-dom/server): at build time with
 * the defaults (scripts/build.mjs), and by the server whenever the settings change
 * (server/src/http/landing-pages.ts, docs/decisions/0027-site-settings-and-runtime-landing-render.md).
 * `renderedAt` decides whether the offer's countdown shows; the page carries it to the hydration.
 */
export function renderLandingPage(template: string, language: Language, settings: PublicSiteSettings = defaultPublicSiteSettings, renderedAt = Date.now()) {
  const data = { settings, renderedAt };
  const html = renderToString(
    <StrictMode>
      <App language={language} ssrPath="/" siteSettings={data} />
    </StrictMode>,
  );
  return fillPage(template, language, html, data);
}
