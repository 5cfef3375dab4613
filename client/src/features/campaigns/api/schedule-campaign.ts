import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema, type Campaign } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';
import { campaignsQuery } from './get-campaigns';

/** POST /api/admin/campaigns/:id/schedule `{at}` → 202 with the campaign, now scheduled (or moved). */
export const scheduleCampaign = ({ id, at }: { id: number; at: string }) => apiRequest('POST', `/api/admin/campaigns/${id}/schedule`, { at }, campaignSchema);

/** DELETE /api/admin/campaigns/:id/schedule → the campaign, a draft again; 409 once its send started. */
export const unscheduleCampaign = (id: number) => apiRequest('DELETE', `/api/admin/campaigns/${id}/schedule`, undefined, campaignSchema);

function useCampaignChange<T>(mutationFn: (input: T) => Promise<Campaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (campaign) => queryClient.setQueryData(['/api/admin/campaigns', campaign.id], campaign),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey, exact: true }),
  });
}

export const useScheduleCampaign = () => useCampaignChange(scheduleCampaign);
export const useUnscheduleCampaign = () => useCampaignChange(unscheduleCampaign);
