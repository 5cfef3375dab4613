import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignTemplatesQuery } from './get-campaign-templates';

/** DELETE /api/admin/campaign-templates/:id → 204. */
export const deleteCampaignTemplate = (id: number) => apiRequest('DELETE', `/api/admin/campaign-templates/${id}`);

export function useDeleteCampaignTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaignTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignTemplatesQuery.queryKey }),
  });
}
