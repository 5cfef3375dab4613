import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema, type CampaignInput } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';
import { campaignsQuery } from './get-campaigns';

/** POST /api/admin/campaigns → 201 with the new draft. */
export const createCampaign = (input: CampaignInput) => apiRequest('POST', '/api/admin/campaigns', input, campaignSchema);

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => queryClient.setQueryData(['/api/admin/campaigns', campaign.id], campaign),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey, exact: true }),
  });
}
