import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vipSubscribersResponseSchema, type VipSubscribersQuery } from '@shared/vip';
import { apiRequest } from '@/lib/api-client';

export const SUBSCRIBERS_KEY = '/api/vip/subscribers';

/** GET /api/vip/subscribers?search=&page=&pageSize= */
export function getSubscribers(query: Required<VipSubscribersQuery>) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return apiRequest('GET', `${SUBSCRIBERS_KEY}?${params}`, undefined, vipSubscribersResponseSchema);
}

export const subscribersQuery = (query: Required<VipSubscribersQuery>) =>
  queryOptions({
    queryKey: [SUBSCRIBERS_KEY, query],
    queryFn: () => getSubscribers(query),
    staleTime: 30_000,
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (query: Required<VipSubscribersQuery>) => useQuery(subscribersQuery(query));
