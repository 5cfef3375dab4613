import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsLiveSchema } from '@shared/insights';
import { apiRequest } from '@/lib/api-client';
import { INSIGHTS_KEY } from './get-insights-summary';

export const LIVE_REFRESH_MS = 30_000;

/** GET /api/admin/insights/live: visitors, page views and clicks of the last 30 minutes. */
export const getInsightsLive = () => apiRequest('GET', `${INSIGHTS_KEY}/live`, undefined, insightsLiveSchema);

export const insightsLiveQuery = queryOptions({
  queryKey: [INSIGHTS_KEY, 'live'],
  queryFn: getInsightsLive,
  // Asked every 30 s while the tab is visible (React Query skips hidden tabs), and again at
  // once when staff come back to a tab whose figures are older than that.
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
  staleTime: LIVE_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export const useInsightsLive = () => useQuery(insightsLiveQuery);
