import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriberCountsSchema } from '@shared/subscribers';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

/** GET /api/vip/subscribers/counts: total and active, for every staff member's overview. */
export const getSubscriberCounts = () => apiRequest('GET', `${SUBSCRIBERS_KEY}/counts`, undefined, subscriberCountsSchema);

export const subscriberCountsQuery = queryOptions({
  // Under the list's key, so whatever refreshes the list (a delete) refreshes the counts.
  queryKey: [SUBSCRIBERS_KEY, 'counts'],
  queryFn: getSubscriberCounts,
  staleTime: 30_000,
});

export const useSubscriberCounts = () => useQuery(subscriberCountsQuery);
