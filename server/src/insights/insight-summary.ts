import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addDays, DAY_COLUMNS, dayStart, rollupCtes } from './insight-rollup';

/** The summary's filters: the visitors a source or campaign brought (as the rollup attributes them). */
export interface InsightFilters {
  source?: string;
  campaign?: string;
}

/** One group's figures as the queries sum them. */
export interface Figures {
  visitors: number;
  pageviews: number;
  vipShown: number;
  signUps: number;
  marketplaceClicks: number;
}

export interface PeriodFigures {
  /** The days that had events, each with its totals. */
  days: Map<string, Figures>;
  sources: Map<string, Figures>;
  /** Campaigns other than none. */
  campaigns: Map<string, Figures>;
  /** page, language, device, box, place: each value's figures. */
  dimensions: Map<string, Map<string, Figures>>;
}

const filtersSql = ({ source, campaign }: InsightFilters) =>
  sql.join([source !== undefined ? sql`and source = ${source}` : undefined, campaign !== undefined ? sql`and campaign = ${campaign}` : undefined].filter((part) => part !== undefined), sql` `);

/**
 * CTEs ending in `d`: the day rows of the shop days [`from`, `to`] under `filters`. Days up to the
 * last one rolled up come from insight_days; the days after it (today, and any the job has not
 * reached yet) are rolled up here from the raw events, the same way.
 */
function periodRows(from: string, to: string, filters: InsightFilters): SQL {
  const filter = filtersSql(filters);
  const rawFrom = sql`greatest(${dayStart(from)}, ${dayStart(sql`(select rolled_to from mark) + 1`)})`;
  return sql`
    mark as (select max(day) as rolled_to from insight_days),
    ${rollupCtes(rawFrom, dayStart(addDays(to, 1)))},
    d as (
      select ${DAY_COLUMNS} from insight_days where day between ${from} and ${to} ${filter}
      union all
      select ${DAY_COLUMNS} from rolled where true ${filter}
    )`;
}

const SUMS = sql.raw(`coalesce(sum(visitors), 0) as visitors, coalesce(sum(pageviews), 0) as pageviews, coalesce(sum(vip_shown), 0) as vip_shown,
  coalesce(sum(sign_ups), 0) as sign_ups, coalesce(sum(marketplace_clicks), 0) as marketplace_clicks`);

type SumsRow = {
  visitors: number;
  pageviews: number;
  vip_shown: number;
  sign_ups: number;
  marketplace_clicks: number;
};

const figuresOf = (row: SumsRow): Figures => ({
  visitors: Number(row.visitors),
  pageviews: Number(row.pageviews),
  vipShown: Number(row.vip_shown),
  signUps: Number(row.sign_ups),
  marketplaceClicks: Number(row.marketplace_clicks),
});

/** Every figure of the period, grouped for each panel, in one statement (one read of the day rows). */
export async function readPeriod(db: Db, from: string, to: string, filters: InsightFilters): Promise<PeriodFigures> {
  const { rows } = await db.execute<SumsRow & { dimension: string; day: string | null; source: string | null; campaign: string | null; value: string | null }>(sql`
    with ${periodRows(from, to, filters)}
    select dimension, day::text as day, source, campaign, value, ${SUMS}
    from d
    group by grouping sets ((dimension, day), (dimension, source), (dimension, campaign), (dimension, value))
    having (dimension = 'total' and grouping(value) = 1) or (dimension <> 'total' and grouping(value) = 0)`);
  const period: PeriodFigures = { days: new Map(), sources: new Map(), campaigns: new Map(), dimensions: new Map() };
  for (const row of rows) {
    const figures = figuresOf(row);
    if (row.dimension !== 'total') {
      const values = period.dimensions.get(row.dimension) ?? new Map<string, Figures>();
      period.dimensions.set(row.dimension, values.set(row.value ?? '', figures));
    } else if (row.day !== null) period.days.set(row.day, figures);
    else if (row.source !== null) period.sources.set(row.source, figures);
    else if (row.campaign) period.campaigns.set(row.campaign, figures);
  }
  return period;
}

/** The period's totals alone (the previous period's). */
export async function readTotals(db: Db, from: string, to: string, filters: InsightFilters): Promise<Figures> {
  const { rows } = await db.execute<SumsRow>(sql`with ${periodRows(from, to, filters)} select ${SUMS} from d where dimension = 'total'`);
  return figuresOf(rows[0]);
}

/**
 * Subscribers who confirmed their address in the shop days [`from`, `to`] (`current`) and in
 * [`previousFrom`, `from`) (`previous`).
 */
export async function readConfirmed(db: Db, previousFrom: string, from: string, to: string) {
  const { rows } = await db.execute<{ current: number; previous: number }>(sql`
    select count(*) filter (where confirmed_at >= ${dayStart(from)}) as current,
      count(*) filter (where confirmed_at < ${dayStart(from)}) as previous
    from vip_subscribers
    where confirmed_at >= ${dayStart(previousFrom)} and confirmed_at < ${dayStart(addDays(to, 1))}`);
  return { current: Number(rows[0].current), previous: Number(rows[0].previous) };
}
