/** The stat cards' counts of the subscriber panel. */
export interface Counts {
  total: number;
  active: number;
}

export interface CountsLimits {
  /** Below this many rows (planner estimate) counting is cheap and always exact. */
  exactBelowRows: number;
  /** At scale the stat cards may lag this much behind other instances' sign-ups. */
  maxAgeMs: number;
}

const DEFAULT_LIMITS: CountsLimits = { exactBelowRows: 100_000, maxAgeMs: 30_000 };

/**
 * The stat cards' counts. A million rows take a full scan (hundreds of ms) to count, so at
 * that size the answer is an exact count at most 30 s old, refreshed in the background
 * (stale-while-revalidate): only the first request after start waits for a scan. Small lists
 * are counted on every request. A delete on this instance shows at once.
 */
export function createCountsCache(
  source: { exactCounts(): Promise<Counts>; estimatedRows(): Promise<number> },
  options: Partial<CountsLimits> & { now?: () => number } = {},
) {
  const limits = { ...DEFAULT_LIMITS, ...options };
  const now = options.now ?? Date.now;
  let cached: { value: Counts; at: number } | undefined;
  let refreshing: Promise<Counts> | undefined;
  const refresh = () =>
    (refreshing ??= source
      .exactCounts()
      .then((value) => {
        cached = { value, at: now() };
        return value;
      })
      .finally(() => {
        refreshing = undefined;
      }));

  return {
    async get(): Promise<Counts> {
      const estimate = await source.estimatedRows();
      if (estimate < limits.exactBelowRows) return source.exactCounts();
      if (!cached) return refresh();
      // A failed background refresh keeps the last counts; the next request tries again.
      if (now() - cached.at > limits.maxAgeMs) refresh().catch(() => undefined);
      return { ...cached.value };
    },
    removed(wasActive: boolean) {
      if (cached) cached.value = { total: cached.value.total - 1, active: cached.value.active - (wasActive ? 1 : 0) };
    },
  };
}
