import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['/api/config'],
  // The schema (and zod) load with the answer, not with the landing page's first JavaScript.
  queryFn: async () => {
    const { siteConfigSchema } = await import('@shared/site-config');
    return apiRequest('GET', '/api/config', undefined, siteConfigSchema);
  },
});

/** Runtime settings of this deployment (voice, chat mode, analytics id…). */
export const useSiteConfig = () => useQuery(siteConfigQuery);
