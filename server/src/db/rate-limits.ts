import type pg from 'pg';

/** One key's count in its current window. */
interface RateLimitHits {
  hits: number;
  resetAt: Date;
}

/**
 * The counts behind the rate limiters (table rate_limits, created by a migration), shared by
 * every server instance. Fixed windows: the first hit of a key opens a window of `windowMs`;
 * an expired window restarts at 1.
 */
export function rateLimitCounts(pool: pg.Pool) {
  const toHits = (row: { hits: number; reset_at: Date }): RateLimitHits => ({ hits: row.hits, resetAt: row.reset_at });

  return {
    async get(key: string): Promise<RateLimitHits | undefined> {
      const { rows } = await pool.query<{ hits: number; reset_at: Date }>(
        'select hits, reset_at from rate_limits where key = $1 and reset_at > now()',
        [key],
      );
      return rows[0] && toHits(rows[0]);
    },

    async increment(key: string, windowMs: number): Promise<RateLimitHits> {
      const { rows } = await pool.query<{ hits: number; reset_at: Date }>(
        `insert into rate_limits (key, hits, reset_at)
           values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         on conflict (key) do update set
           hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
           reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
         returning hits, reset_at`,
        [key, windowMs],
      );
      // Expired windows are dead rows; sweep them now and then instead of on a timer.
      if (Math.random() < 0.01) {
        void pool.query("delete from rate_limits where reset_at < now() - interval '1 hour'").catch(() => undefined);
      }
      return toHits(rows[0]);
    },

    async decrement(key: string) {
      await pool.query('update rate_limits set hits = greatest(hits - 1, 0) where key = $1', [key]);
    },

    async reset(key: string) {
      await pool.query('delete from rate_limits where key = $1', [key]);
    },
  };
}
