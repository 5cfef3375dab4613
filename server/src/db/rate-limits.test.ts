import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { rateLimitCounts } from './rate-limits';

const MINUTE = 60_000;

describe('rate-limit counts (batched, docs/decisions/0009-postgres-rate-limits.md)', () => {
  let ctx: TestContext;
  let counts: ReturnType<typeof rateLimitCounts>;

  beforeAll(async () => {
    ctx = await createTestContext();
    counts = rateLimitCounts(ctx.database.pool);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.database.pool.query('delete from rate_limits'));

  it('When hits of one key arrive together, then each gets its own number in arrival order, from one row', async () => {
    const hits = await Promise.all(Array.from({ length: 5 }, () => counts.hit('test:a', MINUTE)));

    expect(hits.map((hit) => hit.hits)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(hits.map((hit) => hit.resetAt.getTime())).size).toBe(1);
    expect((await counts.hit('test:a', MINUTE)).hits).toBe(6);
    expect((await counts.hit('test:b', MINUTE)).hits).toBe(1);
  });

  it('When members repeat, then each distinct member counts once and a repeat keeps the number its first hit got', async () => {
    const first = await Promise.all(['ana', 'beto', 'ana', 'carla'].map((member) => counts.hit('test:ip', MINUTE, member)));
    const later = await Promise.all(['beto', 'dora', 'ana'].map((member) => counts.hit('test:ip', MINUTE, member)));

    expect(first.map((hit) => hit.hits)).toEqual([1, 2, 1, 3]);
    expect(later.map((hit) => hit.hits)).toEqual([2, 4, 1]);
    // The table keeps hashes, never the members themselves.
    const { rows } = await ctx.database.pool.query<{ key: string }>('select key from rate_limits');
    expect(rows.some((row) => /ana|beto|carla|dora/.test(row.key))).toBe(false);
  });

  it('When a window has ended, then its key starts again at 1 and its members count anew', async () => {
    await counts.hit('test:old', MINUTE, 'ana');
    await counts.hit('test:old', MINUTE, 'beto');
    await ctx.database.pool.query("update rate_limits set reset_at = now() - interval '1 second'");

    expect((await counts.hit('test:old', MINUTE, 'beto')).hits).toBe(1);
    expect((await counts.hit('test:old', MINUTE, 'ana')).hits).toBe(2);
  });

  it('When a hit is taken back, then the next one gets the freed number', async () => {
    await counts.hit('test:back', MINUTE);
    await counts.hit('test:back', MINUTE);
    await counts.decrement('test:back');

    expect((await counts.hit('test:back', MINUTE)).hits).toBe(2);
  });

  it('When the table has grown since its statistics said it was empty, then a batch still reads only the rows of its own markers', async () => {
    // One connection keeping the generic plan of the named statement, made while the table was
    // analysed empty (a rush on a fresh or swept table, before autovacuum analyses it again).
    const pool = new pg.Pool({ connectionString: ctx.config.DATABASE_URL, max: 1, options: '-c plan_cache_mode=force_generic_plan' });
    try {
      await pool.query('analyze rate_limits');
      const own = rateLimitCounts(pool);
      expect((await own.hit('test:fresh', MINUTE, 'ana')).hits).toBe(1);
      await pool.query("insert into rate_limits (key, hits, reset_at) select '#filler-' || g, 1, now() + interval '10 minutes' from generate_series(1, 20000) as g");

      // The same statement, by its name, as the batch runs it: what its cached plan reads.
      const literal = (values: Array<string | null | number>, type: string) =>
        `array[${values.map((value) => (value === null ? 'null' : pg.escapeLiteral(String(value)))).join(', ')}]::${type}[]`;
      const { rows } = await pool.query<{ 'QUERY PLAN': unknown }>(
        `explain (analyze, format json) execute "rate-limit-count-batch"(${literal(['test:fresh', 'test:fresh'], 'text')}, ${literal(['#m1', '#m2'], 'text')}, ${literal([MINUTE, MINUTE], 'double precision')})`,
      );
      const rateLimitScans: Array<{ rows: number }> = [];
      const walk = (node: Record<string, unknown>) => {
        if (node['Relation Name'] === 'rate_limits' && String(node['Node Type']).includes('Scan')) {
          rateLimitScans.push({ rows: Number(node['Actual Rows']) * Number(node['Actual Loops']) });
        }
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      walk((rows[0]['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0].Plan);
      expect(rateLimitScans.length).toBeGreaterThan(0);
      for (const scan of rateLimitScans) expect(scan.rows).toBeLessThanOrEqual(2);
    } finally {
      await pool.end();
    }
  });

  it('When windows ended over an hour ago, then the first batch sweeps them and later batches within the minute do not scan again', async () => {
    // A pool of its own: the sweep's clock belongs to the pool's batch of counts.
    const pool = new pg.Pool({ connectionString: ctx.config.DATABASE_URL, max: 2 });
    try {
      const query = vi.spyOn(pool, 'query');
      const own = rateLimitCounts(pool);
      await pool.query("insert into rate_limits (key, hits, reset_at) values ('test:ended', 3, now() - interval '2 hours'), ('test:recent', 3, now() - interval '5 minutes')");

      await own.hit('test:sweep', MINUTE);
      await expect.poll(async () => (await pool.query("select key from rate_limits where key like 'test:%' order by key")).rows.map((row) => row.key)).toEqual(['test:recent', 'test:sweep']);
      await own.hit('test:sweep', MINUTE);
      await own.hit('test:sweep', MINUTE);

      const sweeps = query.mock.calls.filter(([text]) => typeof text === 'string' && text.startsWith('delete from rate_limits where reset_at'));
      expect(sweeps).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });
});
