import { createHash } from 'node:crypto';
import type pg from 'pg';
import { createBatcher } from '../lib/batcher';
import { isUnavailableError } from '../lib/errors';

/** One request's place in its key's current window. */
export interface RateLimitHits {
  /** This request's number in the window (a repeated member keeps its first number). */
  hits: number;
  resetAt: Date;
}

interface Hit {
  key: string;
  windowMs: number;
  /** Counted once per window (e.g. an e-mail per address); absent: every hit counts. */
  member?: string;
}

/**
 * A member's marker row: its key hashes the counter's key and the member, so the table keeps
 * no e-mail and no key format can collide with a counter's (counter keys never contain '#').
 */
const markerKey = (key: string, member: string) =>
  `#${createHash('sha256').update(JSON.stringify([key, member])).digest('base64url').slice(0, 32)}`;

/**
 * One statement counts a whole batch of hits (docs/decisions/0009-postgres-rate-limits.md).
 * Counters are fixed windows: the first hit of a key opens a window of `window_ms`; an
 * expired window restarts. A hit with a member counts only if that member has no marker in
 * its key's live window; its marker keeps the number it got, so a repeat is judged like the
 * first time. New hits of one key are numbered in arrival order.
 *
 * The live markers are looked up by `key = any($2)`, which the primary key answers with one
 * probe per marker whatever the table's statistics say. As a semi-join on the input, the plan
 * cached for the named statement on a table last analysed near empty (a rush on a fresh or
 * swept table, before autovacuum looks again) read every row of the table for every batch,
 * growing with the rush (docs/decisions/0009-postgres-rate-limits.md).
 */
const COUNT_BATCH = `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::double precision[]) with ordinality as i(key, marker, window_ms, n)
  ),
  known as (
    select r.key, r.hits, r.reset_at from rate_limits r
    where r.key = any($2::text[]) and r.reset_at > now()
  ),
  fresh as (
    select i.key, i.marker, i.n, i.window_ms,
      row_number() over (partition by i.key order by i.n) as rank,
      count(*) over (partition by i.key) as added
    from input i left join known k on k.key = i.marker
    where k.key is null
  ),
  counted as (
    insert into rate_limits (key, hits, reset_at)
    select key, max(added), now() + make_interval(secs => max(window_ms) / 1000) from fresh group by key order by key
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, hits, reset_at
  ),
  marked as (
    insert into rate_limits (key, hits, reset_at)
    select f.marker, c.hits - f.added + f.rank, c.reset_at from fresh f join counted c on c.key = f.key
    where f.marker is not null
    order by f.marker
    on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at
    returning key
  )
  select i.n, coalesce(k.hits, c.hits - f.added + f.rank)::int as hits, coalesce(k.reset_at, c.reset_at) as reset_at
  from input i
    left join known k on k.key = i.marker
    left join fresh f on f.n = i.n
    left join counted c on c.key = i.key
  order by i.n`;

/** Requests arriving together share one statement; far more than a burst of one instance. */
const MAX_BATCH = 1_000;

/** Two statements at once: one slow statement does not hold up the next batch. Keys are written in order, so they cannot deadlock. */
const MAX_FLUSHES = 2;

/** Windows that ended over an hour ago, deleted at most once per `SWEEP_EVERY_MS` and pool. */
const SWEEP = "delete from rate_limits where reset_at < now() - interval '1 hour'";
const SWEEP_EVERY_MS = 60_000;

function countBatch(pool: pg.Pool) {
  let nextSweep = 0;
  return createBatcher<Hit, RateLimitHits>({
    maxBatch: MAX_BATCH,
    maxFlushes: MAX_FLUSHES,
    // A batch that fails for another reason than the database being away is split, so a
    // strange key cannot refuse the requests that came with it.
    isolate: (error) => !isUnavailableError(error),
    async flush(hits) {
      // One input row per distinct (key, member): a statement may not touch a row twice.
      const rows: Array<{ key: string; marker: string | null; windowMs: number }> = [];
      const rowOf = new Map<string, number>();
      const rowIndex = hits.map((hit) => {
        const marker = hit.member === undefined ? null : markerKey(hit.key, hit.member);
        const known = marker === null ? undefined : rowOf.get(marker);
        if (known !== undefined) return known;
        rows.push({ key: hit.key, marker, windowMs: hit.windowMs });
        if (marker !== null) rowOf.set(marker, rows.length - 1);
        return rows.length - 1;
      });
      // Named: each connection parses and plans it once, not for every batch.
      const { rows: counted } = await pool.query<{ n: number; hits: number; reset_at: Date }>({
        name: 'rate-limit-count-batch',
        text: COUNT_BATCH,
        values: [rows.map((row) => row.key), rows.map((row) => row.marker), rows.map((row) => row.windowMs)],
      });
      // Expired windows are dead rows; the first batch and then one a minute sweeps them (a
      // scan of the whole table: at 1 % of batches a rush of new addresses swept every second).
      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + SWEEP_EVERY_MS;
        void pool.query(SWEEP).catch(() => undefined);
      }
      return rowIndex.map((index) => ({ hits: counted[index].hits, resetAt: counted[index].reset_at }));
    },
  });
}

const batches = new WeakMap<pg.Pool, ReturnType<typeof countBatch>>();

/**
 * The counts behind the rate limiters (table rate_limits, created by a migration), shared by
 * every server instance. Hits of every limiter on one pool are counted together, one
 * statement per batch of concurrent requests.
 */
export function rateLimitCounts(pool: pg.Pool) {
  let batch = batches.get(pool);
  if (!batch) {
    batch = countBatch(pool);
    batches.set(pool, batch);
  }
  const counter = batch;

  return {
    /** Counts one hit of `key` (once per window for a `member`) and answers its number in the window. */
    hit: (key: string, windowMs: number, member?: string): Promise<RateLimitHits> => counter.submit({ key, windowMs, member }),

    async decrement(key: string) {
      await pool.query('update rate_limits set hits = greatest(hits - 1, 0) where key = $1 and reset_at > now()', [key]);
    },

    async reset(key: string) {
      await pool.query('delete from rate_limits where key = $1', [key]);
    },
  };
}
