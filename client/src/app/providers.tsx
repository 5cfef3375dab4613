import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Language } from '@shared/languages';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ContentProvider, PublishedContentLoader } from '@/content/content-provider';
import { LanguageProvider, useLanguage } from '@/i18n/language-provider';
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

function LocalizedToaster() {
  const { t } = useLanguage();
  return <Toaster closeLabel={t('actions.close')} />;
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
