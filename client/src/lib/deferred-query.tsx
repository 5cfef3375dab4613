import { QueryClientContext, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The app's query client, whose code (React Query, lib/query-client) is not part of the landing
 * page's first JavaScript: it loads after the page's load event (AppProviders), or sooner when
 * a part that needs it loads (each route and floating widget awaits `loadQueryClient()` with
 * its own code). Until then the context holds no client: the parts of the first screen read
 * their few queries through `useDeferredQuery`, which waits for it
 * (docs/decisions/0081-react-query-after-the-load.md).
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client = createQueryClient();
    // What QueryClientProvider does on mounting: paused mutations resume when back online.
    client.mount();
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** React Query's context with the app's client once it is loaded (none during the prerender and the hydration). */
export function DeferredQueryClientProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, () => client, () => undefined);
  return <QueryClientContext.Provider value={current}>{children}</QueryClientContext.Provider>;
}

interface DeferredResult<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * useQuery for the parts of the landing page's first screen: the same query, cache and
 * requests, read once the query client is there (nothing until then, as before its answer).
 * `enabled: false` reads nothing.
 */
export function useDeferredQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>, { enabled = true }: { enabled?: boolean } = {}): DeferredResult<T> {
  const current = useContext(QueryClientContext);
  const [result, setResult] = useState<DeferredResult<T>>(() => ({ data: enabled ? current?.getQueryData<T>(options.queryKey) : undefined, isError: false }));
  useEffect(() => {
    if (!current || !enabled) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('./query-client').then(({ watchQuery }) => {
      if (!active) return;
      stop = watchQuery(current, options, ({ data, isError }) => setResult((previous) => (previous.data === data && previous.isError === isError ? previous : { data, isError })));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [current, enabled, options]);
  return result;
}
