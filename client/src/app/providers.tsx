import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Language } from '@shared/languages';
import { useToast } from '@/lib/toast-queue';
import { LanguageProvider, useLanguage } from '@/i18n/language-provider';
import { initAnalytics } from '@/lib/analytics';
import { afterLoad } from '@/lib/after-load';
import { loadQueryClient } from '@/lib/deferred-query';
import { useSiteConfig } from '@/lib/site-config';
import { SiteSettingsProvider } from '@/features/landing/components/site-settings-provider';
import type { EmbeddedSiteSettings } from '@/features/landing/lib/embedded-site-settings';
import { PublishedSiteContentLoader, SiteContentProvider } from '@/features/site-content/components/site-content-provider';

function AnalyticsLoader() {
  const { data, isError } = useSiteConfig();
  useEffect(() => {
    if (data) initAnalytics(data.analytics.gaMeasurementId);
    else if (isError) initAnalytics(null);
  }, [data, isError]);
  return null;
}

// Radix Toast is a chunk of its own: the landing page's first
// JavaScript does not carry it, and its hydration does not render it. A chunk that cannot load
// (the connection dropped) leaves the page without toasts instead of blank.
const Toaster = lazy<ComponentType<{ closeLabel: string }>>(() =>
  import('@/components/ui/toaster').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** The toast viewport, mounted (and its code loaded) with the first toast: most visits show none. */
function LocalizedToaster() {
  const { t } = useLanguage();
  const { toasts } = useToast();
  // Stays mounted after the first toast (Radix plays the exit animations, F8 finds the region).
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t('actions.close')} />
    </Suspense>
  );
}

export function AppProviders({
  children,
  language,
  siteSettings,
}: {
  children: ReactNode;
  language?: Language;
  siteSettings?: EmbeddedSiteSettings;
}) {
  // React Query comes after the load event (lib/deferred-query); a route or widget that needs
  // it sooner loads it with its own code.
  useEffect(() => afterLoad(() => void loadQueryClient(), { idle: false }), []);
  return (
    <>
      <LanguageProvider initial={language}>
        <SiteSettingsProvider initial={siteSettings}>
          <SiteContentProvider>
            {children}
            <AnalyticsLoader />
            <PublishedSiteContentLoader />
            <LocalizedToaster />
          </SiteContentProvider>
        </SiteSettingsProvider>
      </LanguageProvider>
    </>
  );
}
