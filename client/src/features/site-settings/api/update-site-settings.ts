import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteSettingsResponseSchema, type SiteSettingsUpdateRequest } from '@shared/site-settings';
import { apiRequest } from '@/lib/api-client';
import { siteConfigQuery } from '@/lib/site-config';
import { siteSettingsQuery } from './get-site-settings';

export const updateSiteSettings = (input: SiteSettingsUpdateRequest) => apiRequest('PUT', '/api/admin/settings', input, siteSettingsResponseSchema);

/** Saves the whole form from the version shown (admins); the answer is the settings as saved. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsQuery.queryKey, saved);
      // The site's own pages in this tab (the landing page opened from here) follow at once.
      void queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
    },
  });
}
