import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLanguage } from './i18n/language-provider';
import { startStaggeredHydration } from './lib/hydration-gate';
import './index.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App language={initialLanguage()} />
  </StrictMode>
);

// `/` arrives prerendered (see entry-server.tsx): hydrate it; every other page renders here.
if (root.firstElementChild) {
  startStaggeredHydration();
  hydrateRoot(root, app);
} else createRoot(root).render(app);
