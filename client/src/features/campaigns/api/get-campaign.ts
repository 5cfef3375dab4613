import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignSchema } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';

/** While a campaign is being sent its progress is read again this often (docs/product.md#campaigns). */
export const CAMPAIGN_PROGRESS_POLL_MS = 1_000;

/** GET /api/admin/campaigns/:id: the campaign, its counts, and its result once sent. */
export const getCampaign = (id: number) => apiRequest('GET', `/api/admin/campaigns/${id}`, undefined, campaignSchema);

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/admin/campaigns', id],
    queryFn: () => getCampaign(id),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? CAMPAIGN_PROGRESS_POLL_MS : false),
  });

export const useCampaign = (id: number) => useQuery(campaignQuery(id));
