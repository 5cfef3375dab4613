import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { subscribersQuerySchema } from '@shared/subscribers';
import { createCountsCache } from './subscriber-counts';
import { createSubscribersService } from './subscribers.service';

let ctx: TestContext;
const insert = async (count: number, active = true) =>
  (
    await ctx.database.pool.query<{ id: number }>(
      `insert into vip_subscribers (email, accepts_emails, token, is_active)
       select 'c' || g || '-' || md5(random()::text) || '@example.com', true, md5(random()::text), $2 from generate_series(1, $1) g
       returning id`,
      [count, active],
    )
  ).rows.map((row) => row.id);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the stat cards counts of the subscriber panel', () => {
  /** The total and active counts of the panel's first page. */
  const countsOf = async (subscribers: ReturnType<typeof createSubscribersService>) => {
    const { total, active } = await subscribers.list(subscribersQuerySchema.parse({ pageSize: '1' }));
    return { total, active };
  };

  it('When the table is small, then every read counts exactly', async () => {
    const subscribers = createSubscribersService(ctx.deps, { counts: { exactBelowRows: 1_000, maxAgeMs: 60_000 } });
    await insert(3);
    expect(await countsOf(subscribers)).toEqual({ total: 3, active: 3 });

    await insert(2, false);

    expect(await countsOf(subscribers)).toEqual({ total: 5, active: 3 });
  });

  it('When the table is large, then reads serve the last exact count until it is too old, and local deletes show at once', async () => {
    let now = 1_000_000;
    const subscribers = createSubscribersService(ctx.deps, { counts: { exactBelowRows: 4, maxAgeMs: 300, now: () => now } });
    await ctx.database.pool.query('analyze vip_subscribers');
    const first = await countsOf(subscribers);

    const [removedId] = await insert(10);
    const cached = await countsOf(subscribers);
    const admin = await createStaffUser(ctx);
    await subscribers.remove(admin.id, removedId);
    const afterDelete = await countsOf(subscribers);
    now += 301;
    const stale = await countsOf(subscribers); // too old: answered from the cache, a refresh starts

    expect(first).toEqual({ total: 5, active: 3 });
    expect(cached).toEqual(first);
    expect(afterDelete).toEqual({ total: 4, active: 2 });
    expect(stale).toEqual(afterDelete);
    await expect.poll(() => countsOf(subscribers)).toEqual({ total: 14, active: 12 });
  });
});

describe('the size check of the stat cards counts', () => {
  it('When the table is large, then its row estimate is read once per 5 seconds, not on every request; a small one is read every time', async () => {
    let now = 0;
    let estimate = 500;
    const reads: number[] = [];
    const source = { exactCounts: async () => ({ total: 1, active: 1 }), estimatedRows: async () => (reads.push(now), estimate) };
    const counts = createCountsCache(source, { exactBelowRows: 1_000, maxAgeMs: 60_000, now: () => now });

    await counts.get();
    await counts.get();
    estimate = 2_000;
    await counts.get();
    now = 4_999;
    await counts.get();
    now = 5_000;
    await counts.get();

    expect(reads).toEqual([0, 0, 0, 5_000]);
  });
});
