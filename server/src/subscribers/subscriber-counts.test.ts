import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createCountsCache } from './subscriber-counts';

let ctx: TestContext;
const insert = (count: number, active = true) =>
  ctx.database.pool.query(
    `insert into vip_subscribers (email, accepts_emails, token, is_active)
     select 'c' || g || '-' || md5(random()::text) || '@example.com', true, md5(random()::text), $2 from generate_series(1, $1) g`,
    [count, active],
  );

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('createCountsCache', () => {
  it('When the table is small, then every read counts exactly', async () => {
    const counts = createCountsCache(ctx.database.db, { exactBelowRows: 1_000, maxAgeMs: 60_000 });
    await insert(3);
    expect(await counts.get()).toEqual({ total: 3, active: 3 });

    await insert(2, false);

    expect(await counts.get()).toEqual({ total: 5, active: 3 });
  });

  it('When the table is large, then reads serve the last exact count until it is too old, and local deletes show at once', async () => {
    const counts = createCountsCache(ctx.database.db, { exactBelowRows: 4, maxAgeMs: 300 });
    await ctx.database.pool.query('analyze vip_subscribers');
    const first = await counts.get();

    await insert(10);
    const cached = await counts.get();
    counts.removed(true);
    const afterDelete = await counts.get();
    await new Promise((resolve) => setTimeout(resolve, 350));
    await counts.get(); // stale: answered from the cache, refresh starts
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refreshed = await counts.get();

    expect(first).toEqual({ total: 5, active: 3 });
    expect(cached).toEqual(first);
    expect(afterDelete).toEqual({ total: 4, active: 2 });
    expect(refreshed).toEqual({ total: 15, active: 13 });
  });
});
