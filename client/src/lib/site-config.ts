import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema } from '@shared/site-config';
import { apiRequest } from './api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['/api/config'],
  queryFn: () => apiRequest('GET', '/api/config', undefined, siteConfigSchema),
});

/** Runtime settings of this deployment (voice, chat mode, analytics id…). */
export const useSiteConfig = () => useQuery(siteConfigQuery);
