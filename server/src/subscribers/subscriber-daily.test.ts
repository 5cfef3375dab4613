import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { PAST_DAYS_KEPT_MS } from './subscriber-daily';
import { createSubscribersService } from './subscribers.service';

let ctx: TestContext;
const ZONE = 'America/Guatemala';
const dayIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A subscriber signed up at `at`; answers the id. */
async function signedUpAt(at: Date) {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `insert into vip_subscribers (email, accepts_emails, token, subscribed_at) values ('d-' || md5(random()::text) || '@example.com', true, md5(random()::text), $1) returning id`,
    [at],
  );
  return rows[0].id;
}

const countOn = (days: Array<{ date: string; count: number }>, date: string) => days.find((day) => day.date === date)?.count;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.pool.query('delete from vip_subscribers');
});

describe('the sign-ups chart of the subscriber panel', () => {
  it('When the chart was read a moment ago, then a sign-up today shows at once, and a deletion made here leaves its day at once', async () => {
    const subscribers = createSubscribersService(ctx.deps);
    const twoDaysAgo = await signedUpAt(hoursAgo(48));
    await signedUpAt(hoursAgo(48));
    const first = await subscribers.dailySignUps(ZONE);

    await signedUpAt(new Date());
    await subscribers.remove((await createStaffUser(ctx)).id, twoDaysAgo);
    const second = await subscribers.dailySignUps(ZONE);

    expect(countOn(first.days, dayIn(hoursAgo(48)))).toBe(2);
    expect(countOn(first.days, dayIn(new Date()))).toBe(0);
    expect(countOn(second.days, dayIn(hoursAgo(48)))).toBe(1);
    expect(countOn(second.days, dayIn(new Date()))).toBe(1);
    expect(second.days).toHaveLength(30);
  });

  it('When an earlier day changes on another instance, then the chart shows it once the kept days are a minute old', async () => {
    let now = 5_000_000;
    const subscribers = createSubscribersService(ctx.deps, { daily: { now: () => now } });
    await subscribers.dailySignUps(ZONE);

    await signedUpAt(hoursAgo(72));
    const kept = await subscribers.dailySignUps(ZONE);
    now += PAST_DAYS_KEPT_MS;
    const counted = await subscribers.dailySignUps(ZONE);

    expect(countOn(kept.days, dayIn(hoursAgo(72)))).toBe(0);
    expect(countOn(counted.days, dayIn(hoursAgo(72)))).toBe(1);
  });
});
