import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

/** No retries, no refetch on focus or interval, never stale (seed 000 §7 "Generic data fetch"). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
