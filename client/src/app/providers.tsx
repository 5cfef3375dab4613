import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { Language } from '@shared/languages';
import { useToast } from '@/components/ui/use-toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ContentProvider, PublishedContentLoader } from '@/content/content-provider';
import { LanguageProvider, useLanguage } from '@/i18n/language-provider';
import { useAfterLoad } from '@/lib/after-load';
import { initAnalytics } from '@/lib/analytics';
import { useSiteConfig } from '@/lib/site-config';

function AnalyticsLoader() {
  const { data, isError } = useSiteConfig();
  useEffect(() => {
    if (data) initAnalytics(data.analytics.gaMeasurementId);
    else if (isError) initAnalytics(null);
  }, [data, isError]);
  return null;
}

// Radix Toast (and tailwind-merge with it) is a chunk of its own: the landing page's first
// JavaScript does not carry it, and its hydration does not render it.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The toast viewport, mounted once the page has loaded and is idle, or at once when a toast is shown. */
function LocalizedToaster() {
  const { t } = useLanguage();
  const { toasts } = useToast();
  const idle = useAfterLoad();
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t('actions.close')} />
    </Suspense>
  );
}

export function AppProviders({ children, queryClient, language }: { children: ReactNode; queryClient: QueryClient; language?: Language }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <ContentProvider>
          <TooltipProvider>
            {children}
            <AnalyticsLoader />
            <PublishedContentLoader />
            <LocalizedToaster />
          </TooltipProvider>
        </ContentProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
