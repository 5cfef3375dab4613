import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteSettingsResponseSchema } from '@shared/site-settings';
import { apiRequest } from '@/lib/api-client';

export const getSiteSettings = () => apiRequest('GET', '/api/admin/settings', undefined, siteSettingsResponseSchema);

export const siteSettingsQuery = queryOptions({ queryKey: ['/api/admin/settings'], queryFn: getSiteSettings });

/** The site settings as saved, their version and when (staff). */
export const useSiteSettingsForStaff = () => useQuery(siteSettingsQuery);
