import type { Logger } from '../lib/logger';

/** Another instance's update shows here within this time (plus one query). */
export const TOTAL_CACHE_TTL_MS = 1_000;

export interface TotalCache {
  get(): Promise<number>;
  /** Called after this instance changed the inventory, so its own next answer is fresh. */
  invalidate(): void;
}

/**
 * The urgency bar's total, asked by every visitor: one query per second at most per
 * instance, however many requests arrive (concurrent misses share one query). When the
 * database fails, the last known total is served: with the database down nobody can change
 * it anyway.
 */
export function createTotalCache(load: () => Promise<number>, options: { ttlMs?: number; logger?: Logger; now?: () => number } = {}): TotalCache {
  const ttlMs = options.ttlMs ?? TOTAL_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { total: number; at: number } | undefined;
  let inflight: Promise<number> | undefined;
  // Bumped by invalidate(): a query started before it may have read the old rows.
  let generation = 0;

  function refresh() {
    const started = generation;
    const query = load()
      .then(
        (total) => {
          if (started === generation) cached = { total, at: now() };
          return total;
        },
        (error: unknown) => {
          if (!cached) throw error;
          options.logger?.warn({ err: error }, 'inventory total unavailable; serving the last known total');
          // Retry after another TTL instead of on every request.
          cached = { total: cached.total, at: now() };
          return cached.total;
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
      if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.total);
      return inflight ?? refresh();
    },
    invalidate() {
      generation++;
      cached = cached && { total: cached.total, at: -Infinity };
      inflight = undefined;
    },
  };
}
