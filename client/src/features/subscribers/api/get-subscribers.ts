import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { subscribersResponseSchema, type SubscriberFilterInput, type SubscribersQueryInput } from '@shared/subscribers';
import { apiRequest } from '@/lib/api-client';

export const SUBSCRIBERS_KEY = '/api/vip/subscribers';

/** The filter as query parameters, leaving out what is not set (shared by the list and the export). */
export function filterParams(query: SubscriberFilterInput & Pick<SubscribersQueryInput, 'sort' | 'order'>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** GET /api/vip/subscribers?search=&status=&source=&language=&sort=&order=&after=|before=&pageSize= */
export function getSubscribers(query: SubscribersQueryInput) {
  return apiRequest('GET', `${SUBSCRIBERS_KEY}?${filterParams(query)}`, undefined, subscribersResponseSchema);
}

export const subscribersQuery = (query: SubscribersQueryInput) =>
  queryOptions({
    queryKey: [SUBSCRIBERS_KEY, query],
    queryFn: () => getSubscribers(query),
    staleTime: 30_000,
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (query: SubscribersQueryInput) => useQuery(subscribersQuery(query));
