import { QueryClient } from '@tanstack/react-query';

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
