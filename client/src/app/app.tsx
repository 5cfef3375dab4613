import { useState } from 'react';
import type { Language } from '@shared/languages';
import type { EmbeddedSiteSettings } from '@/features/landing/lib/embedded-site-settings';
import { createQueryClient } from './query-client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** `siteSettings`: those the prerendered page was rendered with (absent on other pages). */
export function App({ language, ssrPath, siteSettings }: { language?: Language; ssrPath?: string; siteSettings?: EmbeddedSiteSettings }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} language={language} siteSettings={siteSettings}>
      <AppRouter ssrPath={ssrPath} />
    </AppProviders>
  );
}
