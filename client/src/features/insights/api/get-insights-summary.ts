import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsSummarySchema, type InsightsSummaryQuery } from '@shared/insights';
import { apiRequest } from '@/lib/api-client';

export const INSIGHTS_KEY = '/api/admin/insights';

/** from, to and the filter as the summary and the export take them (an empty filter left out). */
export function insightsParams({ from, to, source, campaign }: InsightsSummaryQuery) {
  const params = new URLSearchParams({ from, to });
  if (source) params.set('source', source);
  if (campaign) params.set('campaign', campaign);
  return params;
}

/** GET /api/admin/insights/summary?from=&to=[&source=&campaign=]: a period's figures, tables and the period before. */
export const getInsightsSummary = (query: InsightsSummaryQuery) =>
  apiRequest('GET', `${INSIGHTS_KEY}/summary?${insightsParams(query).toString()}`, undefined, insightsSummarySchema);

export const insightsSummaryQuery = (query: InsightsSummaryQuery) =>
  queryOptions({
    queryKey: [INSIGHTS_KEY, 'summary', query],
    queryFn: () => getInsightsSummary(query),
    // Today keeps counting: coming back after a minute asks again.
    staleTime: 60_000,
    // The figures stay on screen, marked as updating, while another period loads.
    placeholderData: keepPreviousData,
  });

export const useInsightsSummary = (query: InsightsSummaryQuery) => useQuery(insightsSummaryQuery(query));
