import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campaignAudienceQuery, campaignAudienceResponseSchema, type CampaignAudience } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/campaigns/audience?languages=&sources=: how many would get it now, and the sign-up sources there are. */
export const getCampaignAudience = (audience: CampaignAudience) =>
  apiRequest('GET', `/api/admin/campaigns/audience?${campaignAudienceQuery(audience)}`, undefined, campaignAudienceResponseSchema);

export const campaignAudienceCountQuery = (audience: CampaignAudience) =>
  queryOptions({
    queryKey: ['/api/admin/campaigns/audience', audience],
    queryFn: () => getCampaignAudience(audience),
    placeholderData: keepPreviousData,
    // Asked again whenever the editor or the confirmation needs it: subscribers come and go.
    staleTime: 0,
  });

export const useCampaignAudience = (audience: CampaignAudience, enabled = true) => useQuery({ ...campaignAudienceCountQuery(audience), enabled });
