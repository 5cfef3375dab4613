import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createInsightMaintenance } from './insight-maintenance';
import { seedEvents, shopDayFromToday } from './insights-test-helpers';
import { INSIGHTS_QUEUE, registerInsightsWorkers } from './insights.worker';

// The hourly insights job: rollups, month partitions, salts.

let ctx: TestContext;

const monthStart = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
};
const partitionOf = (months: number) => `insight_events_${monthStart(months).toISOString().slice(0, 7).replace('-', '_')}`;

const partitions = async () =>
  (
    await ctx.database.pool.query<{ name: string }>(
      "select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'insight_events'::regclass order by 1",
    )
  ).rows.map((row) => row.name);

const rolledDays = async () => (await ctx.database.pool.query<{ day: string }>('select distinct day::text as day from insight_days order by 1')).rows.map((row) => row.day);

/** Every row of insight_days, in a fixed order. */
const dayRows = async () => (await ctx.database.pool.query('select * from insight_days order by day, dimension, value, source, campaign')).rows;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true, registerWorkers: registerInsightsWorkers });
});
afterAll(() => ctx.close());

describe('the insights job', () => {
  it('When the workers start, then the job is scheduled every hour', async () => {
    const schedules = await ctx.jobs!.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === INSIGHTS_QUEUE)).toMatchObject({ cron: '7 * * * *' });
  });

  it('When the job runs, then the finished days are rolled up (today is not) and the salts before yesterday are deleted', async () => {
    const [twoDaysAgo, yesterday, today] = [-2, -1, 0].map(shopDayFromToday);
    await seedEvents(ctx, [
      { day: twoDaysAgo, visitor: 1, source: 'google.com' },
      { day: yesterday, visitor: 2, path: '/agexport', campaign: 'noviembre', source: 'newsletter' },
      { day: yesterday, visitor: 2, path: '/agexport', name: 'marketplace_click', box: 'spicyMix', place: 'promo', source: 'newsletter', campaign: 'noviembre' },
      { visitor: 3 },
    ]);
    for (const day of [shopDayFromToday(-3), yesterday, today]) {
      await ctx.database.pool.query('insert into insight_salts (day, salt) values ($1, $2) on conflict do nothing', [day, `salt-${day}`]);
    }

    await ctx.jobs!.send(INSIGHTS_QUEUE, {});

    await expect.poll(rolledDays, { timeout: 20_000 }).toEqual([twoDaysAgo, yesterday]);
    await expect.poll(async () => (await ctx.database.pool.query('select day::text as day from insight_salts order by 1')).rows.map((row) => row.day), { timeout: 20_000 }).toEqual([yesterday, today]);
    const { rows } = await ctx.database.pool.query(
      'select dimension, value, source, campaign, visitors, pageviews, marketplace_clicks from insight_days where day = $1 order by dimension, value',
      [yesterday],
    );
    expect(rows).toEqual([
      { dimension: 'box', value: 'spicyMix', source: 'newsletter', campaign: 'noviembre', visitors: 1, pageviews: 0, marketplace_clicks: 1 },
      { dimension: 'device', value: 'phone', source: 'newsletter', campaign: 'noviembre', visitors: 1, pageviews: 1, marketplace_clicks: 1 },
      { dimension: 'language', value: 'es', source: 'newsletter', campaign: 'noviembre', visitors: 1, pageviews: 1, marketplace_clicks: 1 },
      { dimension: 'page', value: '/agexport', source: 'newsletter', campaign: 'noviembre', visitors: 1, pageviews: 1, marketplace_clicks: 1 },
      { dimension: 'place', value: 'promo', source: 'newsletter', campaign: 'noviembre', visitors: 1, pageviews: 0, marketplace_clicks: 1 },
      { dimension: 'total', value: '', source: 'newsletter', campaign: 'noviembre', visitors: 1, pageviews: 1, marketplace_clicks: 1 },
    ]);
  });

  it('When a day is rolled up again, then its rows are the same, and a run with no finished day left does nothing', async () => {
    const maintenance = createInsightMaintenance(ctx.deps);
    const before = await dayRows();

    await maintenance.rollUpDay(shopDayFromToday(-1));
    await maintenance.rollUpDay(shopDayFromToday(-2));

    expect(await dayRows()).toEqual(before);
    expect(await maintenance.rollUp()).toEqual([]);
  });

  it('When partitions are kept, then the months ahead exist, and those that ended past the retention are dropped', async () => {
    const maintenance = createInsightMaintenance(ctx.deps);
    for (const months of [-14, -13]) {
      await ctx.database.pool.query(
        `create table ${partitionOf(months)} partition of insight_events for values from ('${monthStart(months).toISOString()}') to ('${monthStart(months + 1).toISOString()}')`,
      );
    }

    const now = await maintenance.keepPartitions();

    expect(now.dropped).toEqual([partitionOf(-14)]);
    expect(await partitions()).toEqual(expect.arrayContaining([partitionOf(-13), partitionOf(0), partitionOf(1), partitionOf(2)]));
    expect(await partitions()).not.toContain(partitionOf(-14));

    // Three months on, the job has made the partitions of then and the two months after.
    const later = new Date(monthStart(3).getTime() + 14 * 24 * 60 * 60 * 1000);
    const ahead = await maintenance.keepPartitions(later);
    expect(ahead.created).toEqual([partitionOf(3), partitionOf(4), partitionOf(5)]);
    expect((await maintenance.keepPartitions(later)).created).toEqual([]);
    await ctx.database.pool.query(
      "insert into insight_events (at, visitor, name, path, language, source, device) values ($1, 1, 'pageview', '/', 'es', 'x', 'phone')",
      [new Date(monthStart(6).getTime() - 1000)],
    );
  });
});
