import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '@shared/languages';
import { App } from './app/app';
import { translate } from './i18n/translate';

/** Renders the landing page to HTML at build time, once per language (scripts/build.mjs). */
export function render(language: Language) {
  const html = renderToString(
    <StrictMode>
      <App language={language} ssrPath="/" />
    </StrictMode>,
  );
  return {
    html,
    title: translate(language, 'meta.title'),
    description: translate(language, 'meta.description'),
  };
}
