import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';

/** Below this many rows (planner estimate) counting is cheap and always exact. */
export const EXACT_COUNT_BELOW_ROWS = 100_000;
/** At scale the stat cards may lag this much behind other instances' sign-ups. */
export const COUNTS_MAX_AGE_MS = 30_000;

export interface Counts {
  total: number;
  active: number;
}

export type CountsCache = ReturnType<typeof createCountsCache>;

async function exactCounts(db: Db): Promise<Counts> {
  const t = vipSubscribers;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`count(*) filter (where ${t.isActive})::int` })
    .from(t);
  return row;
}

/** The planner's row estimate (kept by autovacuum's ANALYZE): free to read. -1 before the first ANALYZE. */
async function estimatedRows(db: Db) {
  const { rows } = await db.execute<{ estimate: number }>(sql`select reltuples::float8 as estimate from pg_class where oid = ${'vip_subscribers'}::regclass`);
  return Number(rows[0]?.estimate ?? -1);
}

/**
 * The stat cards' counts. A million rows take a full scan (hundreds of ms) to count, so at
 * that size the answer is an exact count at most 30 s old, refreshed in the background
 * (stale-while-revalidate): only the first request after start waits for a scan. Small lists
 * are counted on every request. A delete on this instance shows at once.
 */
export function createCountsCache(db: Db, limits = { exactBelowRows: EXACT_COUNT_BELOW_ROWS, maxAgeMs: COUNTS_MAX_AGE_MS }) {
  let cached: { value: Counts; at: number } | undefined;
  let refreshing: Promise<Counts> | undefined;
  const refresh = () =>
    (refreshing ??= exactCounts(db)
      .then((value) => {
        cached = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        refreshing = undefined;
      }));

  return {
    async get(): Promise<Counts> {
      const estimate = await estimatedRows(db);
      if (estimate < limits.exactBelowRows) return exactCounts(db);
      if (!cached) return refresh();
      // A failed background refresh keeps the last counts; the next request tries again.
      if (Date.now() - cached.at > limits.maxAgeMs) refresh().catch(() => undefined);
      return { ...cached.value };
    },
    removed(wasActive: boolean) {
      if (cached) cached.value = { total: cached.value.total - 1, active: cached.value.active - (wasActive ? 1 : 0) };
    },
  };
}
