import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriberSourcesResponseSchema } from '@shared/subscribers';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

/** GET /api/vip/subscribers/sources: the sources the filter offers. */
export const getSubscriberSources = () => apiRequest('GET', `${SUBSCRIBERS_KEY}/sources`, undefined, subscriberSourcesResponseSchema);

export const subscriberSourcesQuery = queryOptions({
  // Under the list's key: an import (a new source) refreshes it.
  queryKey: [SUBSCRIBERS_KEY, 'sources'],
  queryFn: getSubscriberSources,
  staleTime: 5 * 60_000,
});

export const useSubscriberSources = () => useQuery(subscriberSourcesQuery);
