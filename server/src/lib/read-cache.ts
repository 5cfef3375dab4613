import type { Logger } from './logger';

/** Another instance's change shows here within this time (plus one query). */
const READ_CACHE_TTL_MS = 1_000;

interface ReadCache<T> {
  get(): Promise<T>;
  /** Called after this instance changed the data, so its own next answer is fresh. */
  invalidate(): void;
}

/**
 * A value every visitor asks for (the urgency bar's total, the published content): one query
 * per `ttlMs` at most per instance, however many requests arrive (concurrent misses share one
 * query). When the database fails, the last known value is served (`what` names it in the
 * log): with the database down nobody can change it anyway.
 */
export function createReadCache<T>(
  load: () => Promise<T>,
  options: { what?: string; ttlMs?: number; logger?: Logger; now?: () => number } = {},
): ReadCache<T> {
  const ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { value: T; at: number } | undefined;
  let inflight: Promise<T> | undefined;
  // Bumped by invalidate(): a query started before it may have read the old rows.
  let generation = 0;

  function refresh() {
    const started = generation;
    const query = load()
      .then(
        (value) => {
          if (started === generation) cached = { value, at: now() };
          return value;
        },
        (error: unknown) => {
          if (!cached) throw error;
          options.logger?.warn({ err: error }, `${options.what ?? 'value'} unavailable; serving the last known one`);
          // Retry after another TTL instead of on every request.
          cached = { value: cached.value, at: now() };
          return cached.value;
        },
      )
      .finally(() => {
        if (inflight === query) inflight = undefined;
      });
    inflight = query;
    return query;
  }

  return {
    get() {
      if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.value);
      return inflight ?? refresh();
    },
    invalidate() {
      generation++;
      cached = cached && { value: cached.value, at: -Infinity };
      inflight = undefined;
    },
  };
}
