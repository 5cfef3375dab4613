import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignListResponseSchema } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/campaigns: every campaign, newest first. */
export const getCampaigns = async () => (await apiRequest('GET', '/api/admin/campaigns', undefined, campaignListResponseSchema)).campaigns;

export const campaignsQuery = queryOptions({ queryKey: ['/api/admin/campaigns'], queryFn: getCampaigns });

export const useCampaigns = () => useQuery(campaignsQuery);
