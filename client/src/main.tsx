import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLanguage } from './i18n/language-provider';
import { loadDictionary } from './i18n/translate';
import { startStaggeredHydration } from './lib/hydration-gate';
import { readEmbeddedSiteSettings } from './features/landing/lib/embedded-site-settings';
import './index.css';

const root = document.getElementById('root')!;
const language = initialLanguage();
const app = (
  <StrictMode>
    <App language={language} siteSettings={readEmbeddedSiteSettings()} />
  </StrictMode>
);

// Only the page's language's dictionary is loaded (the landing loader already fetches it).
// `/` arrives prerendered (see entry-server.tsx): hydrate it; every other page renders here.
// As a transition, the hydration runs in slices of a few milliseconds instead of one long
// task (the prerendered page is already visible meanwhile); an input in between is handled
// first (React hydrates the part it lands on, then replays it).
void loadDictionary(language).then(() => {
  if (root.firstElementChild) {
    startStaggeredHydration();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
});
