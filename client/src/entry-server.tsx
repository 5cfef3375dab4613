import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { languages, type Language } from '@shared/languages';
import { App } from './app/app';
import { translate } from './i18n/translate';
import { headKeys, indexedPages, NOT_FOUND, pageHeadTags, shareImagePath, type HeadTag } from './app/page-heads';

/** Renders the landing page to HTML at build time, once per language (scripts/build.mjs). */
export function render(language: Language) {
  const html = renderToString(
    <StrictMode>
      <App language={language} ssrPath="/" />
    </StrictMode>,
  );
  return { html };
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
