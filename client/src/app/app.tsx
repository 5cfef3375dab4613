import { useState } from 'react';
import type { Language } from '@shared/languages';
import { createQueryClient } from './query-client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App({ language, ssrPath }: { language?: Language; ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      <AppRouter ssrPath={ssrPath} />
    </AppProviders>
  );
}
