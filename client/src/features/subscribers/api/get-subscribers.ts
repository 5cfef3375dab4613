import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { subscribersResponseSchema, type SubscribersQuery } from '@shared/subscribers';
import { apiRequest } from '@/lib/api-client';

export const SUBSCRIBERS_KEY = '/api/vip/subscribers';

/** GET /api/vip/subscribers?search=&page=&pageSize= */
export function getSubscribers(query: Required<SubscribersQuery>) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return apiRequest('GET', `${SUBSCRIBERS_KEY}?${params}`, undefined, subscribersResponseSchema);
}

export const subscribersQuery = (query: Required<SubscribersQuery>) =>
  queryOptions({
    queryKey: [SUBSCRIBERS_KEY, query],
    queryFn: () => getSubscribers(query),
    staleTime: 30_000,
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (query: Required<SubscribersQuery>) => useQuery(subscribersQuery(query));
