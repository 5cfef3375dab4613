/** The stat cards' counts of the subscriber panel. */
export interface Counts {
  total: number;
  active: number;
  /** Read from the cache (a large list): up to `maxAgeMs` old, and the screen says so. */
  approximate: boolean;
}

type Exact = Omit<Counts, 'approximate'>;

export interface CountsLimits {
  /** Below this many rows (planner estimate) counting is cheap and always exact. */
  exactBelowRows: number;
  /** At scale the stat cards may lag this much behind other instances' sign-ups. */
  maxAgeMs: number;
}

const DEFAULT_LIMITS: CountsLimits = { exactBelowRows: 100_000, maxAgeMs: 30_000 };

/** A large table's row estimate is read again after this long: it only moves at ANALYZE, and large tables stay large. */
const LARGE_ESTIMATE_MAX_AGE_MS = 5_000;

/**
 * The stat cards' counts. A million rows take a full scan (hundreds of ms) to count, so at
 * that size the answer is an exact count at most 30 s old, refreshed in the background
 * (stale-while-revalidate): only the first request after start waits for a scan. Small lists
 * are counted on every request. A change made on this instance shows at once (`adjust`). The
 * size check itself (the planner's estimate) is read once per 5 s at that size, not per request.
 */
export function createCountsCache(
  /** `exactCounts(atScale)`: at scale, the refresh counted in the background, on one core. */
  source: { exactCounts(atScale: boolean): Promise<Exact>; estimatedRows(): Promise<number> },
  options: Partial<CountsLimits> & { now?: () => number } = {},
) {
  const limits = { ...DEFAULT_LIMITS, ...options };
  const now = options.now ?? Date.now;
  let cached: { value: Exact; at: number } | undefined;
  let refreshing: Promise<Exact> | undefined;
  let estimated: { rows: number; at: number } | undefined;
  const estimatedRows = async () => {
    if (estimated && estimated.rows >= limits.exactBelowRows && now() - estimated.at < LARGE_ESTIMATE_MAX_AGE_MS) return estimated.rows;
    estimated = { rows: await source.estimatedRows(), at: now() };
    return estimated.rows;
  };
  const refresh = () =>
    (refreshing ??= source
      .exactCounts(true)
      .then((value) => {
        cached = { value, at: now() };
        return value;
      })
      .finally(() => {
        refreshing = undefined;
      }));

  return {
    async get(): Promise<Counts> {
      const estimate = await estimatedRows();
      if (estimate < limits.exactBelowRows) return { ...(await source.exactCounts(false)), approximate: false };
      if (!cached) return { ...(await refresh()), approximate: true };
      // A failed background refresh keeps the last counts; the next request tries again.
      if (now() - cached.at > limits.maxAgeMs) refresh().catch(() => undefined);
      return { ...cached.value, approximate: true };
    },
    /** A change this instance made (a delete, an import, a bulk action): the cached counts follow at once. */
    adjust(change: Exact) {
      if (cached) cached.value = { total: cached.value.total + change.total, active: cached.value.active + change.active };
    },
  };
}
