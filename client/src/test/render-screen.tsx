import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Language } from '@shared/languages';
import { createQueryClient } from '@/lib/query-client';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast-queue';
import { LanguageProvider, useLanguage } from '@/i18n/language-provider';
import { SiteContentProvider } from '@/features/site-content/components/site-content-provider';

/** The app's own query client (no retries, never stale), fresh for each test. */
export const createTestQueryClient = createQueryClient;

function LocalizedToaster() {
  const { t } = useLanguage();
  return <Toaster closeLabel={t('actions.close')} />;
}

/** The providers every screen runs inside in the app: queries, language, site content, router and toasts. */
export function ScreenProviders({ children, queryClient, language = 'es', router }: { children: ReactNode; queryClient: QueryClient; language?: Language; router?: ReturnType<typeof memoryLocation> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <SiteContentProvider>
          <Router hook={router?.hook} searchHook={router?.searchHook}>
            {children}
          </Router>
          <LocalizedToaster />
        </SiteContentProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders a screen or widget as the app does: the app's query client, the language (Spanish
 * unless told), the site content, a recorded in-memory location and the toasts. Answer its
 * requests with `fakeApi` (./fake-api).
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/', language = 'es', queryClient = createQueryClient() }: { path?: string; language?: Language; queryClient?: QueryClient } = {},
) {
  // Toasts live in a module-level store: earlier tests' toasts must not answer for this one.
  dismissToast();
  const location = memoryLocation({ path, record: true });
  const view = render(
    <ScreenProviders queryClient={queryClient} language={language} router={location}>
      {ui}
    </ScreenProviders>,
  );
  return { ...view, location, queryClient };
}

/** A user-event session without per-keystroke timers; `fill` pastes a value into a labelled field. */
export function typist() {
  const user = userEvent.setup({ delay: null });
  return Object.assign(user, {
    async fill(field: HTMLElement, value: string) {
      await user.click(field);
      await user.paste(value);
    },
  });
}
