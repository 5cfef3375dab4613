import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignsQuery } from './get-campaigns';

/** DELETE /api/admin/campaigns/:id (204): a draft goes; 409 once it is being sent or was sent. */
export const deleteCampaign = (id: number) => apiRequest('DELETE', `/api/admin/campaigns/${id}`);

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey, exact: true }),
  });
}
