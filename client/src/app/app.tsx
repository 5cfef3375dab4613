import type { Language } from '@shared/languages';
import type { EmbeddedSiteSettings } from '@/features/landing/lib/embedded-site-settings';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** `siteSettings`: those the prerendered page was rendered with (absent on other pages). */
export function App({ language, ssrPath, siteSettings }: { language?: Language; ssrPath?: string; siteSettings?: EmbeddedSiteSettings }) {
  return (
    <AppProviders language={language} siteSettings={siteSettings}>
      <AppRouter ssrPath={ssrPath} />
    </AppProviders>
  );
}
