import type { FaqItem } from '@shared/faq';
import { useDeferredQuery } from '@/lib/deferred-query';
import { faqQuery } from '@/lib/faq';
import { useSiteSettings } from '../components/site-settings-provider';

const none: FaqItem[] = [];

/**
 * The FAQ the landing page shows: the one its HTML was rendered with (so the hydration matches
 * it, without a request), else GET /api/faq (the page opened from another route); none while
 * unknown or when the request fails.
 */
export function useFaqItems(): FaqItem[] {
  const { faq } = useSiteSettings();
  const { data } = useDeferredQuery(faqQuery, { enabled: faq === null });
  return faq ?? data?.items ?? none;
}
