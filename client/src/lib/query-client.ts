import { QueryClient, QueryObserver, type QueryKey, type QueryObserverResult, type UseQueryOptions } from '@tanstack/react-query';

// React Query itself: loaded through lib/deferred-query (loadQueryClient), not with the landing
// page's first JavaScript.

/**
 * No retries, no refetch on focus or interval, never stale: a screen shows what it read until
 * it asks again (docs/product.md#constants). Every query names its own `queryFn` in its
 * feature's api/ file.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** One query's result now and on every change (what useQuery does, for useDeferredQuery); answers the unsubscribe. */
export function watchQuery<T, K extends QueryKey>(client: QueryClient, options: UseQueryOptions<T, Error, T, K>, onChange: (result: QueryObserverResult<T>) => void) {
  const observer = new QueryObserver(client, options);
  onChange(observer.getCurrentResult());
  return observer.subscribe(onChange);
}
