import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema, type CampaignInput } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';
import { campaignsQuery } from './get-campaigns';

/** PUT /api/admin/campaigns/:id → the draft as saved; 409 once it is being sent or was sent. */
export const updateCampaign = ({ id, input }: { id: number; input: CampaignInput }) => apiRequest('PUT', `/api/admin/campaigns/${id}`, input, campaignSchema);

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign) => queryClient.setQueryData(['/api/admin/campaigns', campaign.id], campaign),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey, exact: true }),
  });
}
