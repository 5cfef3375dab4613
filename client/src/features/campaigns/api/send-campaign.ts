import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';
import { campaignsQuery } from './get-campaigns';

/** POST /api/admin/campaigns/:id/send → 202 with the campaign, now sending; 409 once it is not a draft. */
export const sendCampaign = (id: number) => apiRequest('POST', `/api/admin/campaigns/${id}/send`, undefined, campaignSchema);

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSuccess: (campaign) => queryClient.setQueryData(['/api/admin/campaigns', campaign.id], campaign),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey, exact: true }),
  });
}
