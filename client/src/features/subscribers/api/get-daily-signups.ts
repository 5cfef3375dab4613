import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailySignUpsResponseSchema } from '@shared/subscribers';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

/** The staff member's own time zone: a day on the chart is a day where they are. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/vip/subscribers/daily?tz=: sign-ups per day over the last 30 days. */
export function getDailySignUps(timeZone = localTimeZone()) {
  return apiRequest('GET', `${SUBSCRIBERS_KEY}/daily?tz=${encodeURIComponent(timeZone)}`, undefined, dailySignUpsResponseSchema);
}

export const dailySignUpsQuery = queryOptions({
  // Under the list's key, so whatever refreshes the list refreshes the chart.
  queryKey: [SUBSCRIBERS_KEY, 'daily'],
  queryFn: () => getDailySignUps(),
  staleTime: 60_000,
});

export const useDailySignUps = () => useQuery(dailySignUpsQuery);
