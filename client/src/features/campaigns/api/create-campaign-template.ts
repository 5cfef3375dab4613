import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignTemplateSchema, type CampaignTemplateInput } from '@shared/campaign-templates';
import { apiRequest } from '@/lib/api-client';
import { campaignTemplatesQuery } from './get-campaign-templates';

/** POST /api/admin/campaign-templates → 201: a campaign's layout saved under a name. */
export const createCampaignTemplate = (input: CampaignTemplateInput) => apiRequest('POST', '/api/admin/campaign-templates', input, campaignTemplateSchema);

export function useCreateCampaignTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaignTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignTemplatesQuery.queryKey }),
  });
}
