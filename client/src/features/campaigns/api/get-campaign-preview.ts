import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campaignPreviewResponseSchema, type CampaignPreviewRequest } from '@shared/campaigns';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/admin/campaigns/preview: the e-mail as the server frames it for a subscriber, so
 * the preview is the e-mail itself (docs/decisions/0057-campaign-markdown-and-preview.md). A
 * read with no effect, hence a query keyed by what it renders.
 */
export const getCampaignPreview = async (input: CampaignPreviewRequest) =>
  (await apiRequest('POST', '/api/admin/campaigns/preview', input, campaignPreviewResponseSchema)).html;

export const campaignPreviewQuery = (input: CampaignPreviewRequest) =>
  queryOptions({
    queryKey: ['/api/admin/campaigns/preview', input],
    queryFn: () => getCampaignPreview(input),
    // The last preview stays on screen while the next one renders.
    placeholderData: keepPreviousData,
  });

export const useCampaignPreview = (input: CampaignPreviewRequest) => useQuery(campaignPreviewQuery(input));
