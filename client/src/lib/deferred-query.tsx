import { QueryClientContext, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { lazy, useContext, useEffect, useState, type ComponentType } from 'react';

/**
 * The app's query client, whose code (React Query, lib/query-client) is not part of the landing
 * page's first JavaScript: it loads after the page's load event (AppProviders), or sooner with
 * a part that needs it (`lazyWithQueryClient`). The parts of the first screen read their few
 * queries through `useDeferredQuery`, which waits for it
 * (docs/decisions/0081-landing-first-load.md).
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
let clientLoaded!: (loaded: QueryClient) => void;
const ready = new Promise<QueryClient>((resolve) => (clientLoaded = resolve));

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client = createQueryClient();
    // What QueryClientProvider does on mounting: paused mutations resume when back online.
    client.mount();
    clientLoaded(client);
    return client;
  });
  return loading;
}

/**
 * A lazy part that uses React Query (a route, a floating widget): its code and the client load
 * together, and it gets the client from a provider of its own. The client is never provided
 * above the landing page: a context that changed there would make React throw away the
 * prerendered HTML of every part still waiting to hydrate and render it again.
 */
export function lazyWithQueryClient<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), loadQueryClient()]).then(([Component, loaded]) => ({
      default: function WithQueryClient(props: P) {
        // Inside a provider already (a test's), that one's client.
        const outer = useContext(QueryClientContext);
        return (
          <QueryClientContext.Provider value={outer ?? loaded}>
            <Component {...props} />
          </QueryClientContext.Provider>
        );
      },
    })),
  );
}

interface DeferredResult<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * useQuery for the parts of the landing page's first screen: the same query, cache and
 * requests, read once the query client is there (nothing until then, as before its answer).
 * Inside a provider (a test's, a route's) it reads that one's client. `enabled: false` reads
 * nothing.
 */
export function useDeferredQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>, { enabled = true }: { enabled?: boolean } = {}): DeferredResult<T> {
  const outer = useContext(QueryClientContext);
  const [result, setResult] = useState<DeferredResult<T>>(() => ({ data: enabled ? (outer ?? client)?.getQueryData<T>(options.queryKey) : undefined, isError: false }));
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let stop: (() => void) | undefined;
    void Promise.all([outer ?? ready, import('./query-client')]).then(([current, { watchQuery }]) => {
      if (!active) return;
      stop = watchQuery(current, options, ({ data, isError }) => setResult((previous) => (previous.data === data && previous.isError === isError ? previous : { data, isError })));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [outer, enabled, options]);
  return result;
}
