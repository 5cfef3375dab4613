import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignTemplateListSchema } from '@shared/campaign-templates';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/campaign-templates: the saved layouts, newest first. */
export const getCampaignTemplates = async () => (await apiRequest('GET', '/api/admin/campaign-templates', undefined, campaignTemplateListSchema)).templates;

export const campaignTemplatesQuery = queryOptions({ queryKey: ['/api/admin/campaign-templates'], queryFn: getCampaignTemplates });

export const useCampaignTemplates = () => useQuery(campaignTemplatesQuery);
