import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignDuplicateResponseSchema } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';
import { campaignsQuery } from './get-campaigns';

/** POST /api/admin/campaigns/:id/duplicate → 201 `{id}` of a new draft with the same subject, text and audience. */
export const duplicateCampaign = (id: number) => apiRequest('POST', `/api/admin/campaigns/${id}/duplicate`, undefined, campaignDuplicateResponseSchema);

export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey, exact: true }),
  });
}
