import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useDeferredQuery } from './deferred-query';

export const siteConfigQuery = queryOptions({
  queryKey: ['/api/config'],
  // The schema (and zod) load with the answer, not with the landing page's first JavaScript.
  queryFn: async () => {
    const { siteConfigSchema } = await import('@shared/site-config');
    return apiRequest('GET', '/api/config', undefined, siteConfigSchema);
  },
});

/**
 * Runtime settings of this deployment (voice, chat mode, analytics id…). Read with
 * useDeferredQuery: the landing page's first screen reads it too, before React Query is loaded.
 */
export const useSiteConfig = () => useDeferredQuery(siteConfigQuery);
