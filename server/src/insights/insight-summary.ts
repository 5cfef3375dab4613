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

/** What one read answers: the period's figures, the period before's totals and the confirmations of both. */
export interface SummaryFigures {
  period: PeriodFigures;
  previous: Figures;
  /** Subscribers who confirmed in the period (`current`) and in the one before (`previous`). */
  confirmed: { current: number; previous: number };
}

const filterSql = ({ source, campaign }: InsightFilters) =>
  sql.join([source !== undefined ? sql`source = ${source}` : undefined, campaign !== undefined ? sql`campaign = ${campaign}` : undefined].filter((part) => part !== undefined), sql` and `);

const hasFilter = (filters: InsightFilters) => filters.source !== undefined || filters.campaign !== undefined;

/**
 * CTEs ending in `totals` and `dimensions`: the day rows under `filters` of dimension total for
 * the shop days [`previousFrom`, `to`], and of the other dimensions for [`from`, `to`]. Days up
 * to the last one rolled up come from insight_days; the days after it (today, and any the job
 * has not reached yet) are rolled up here from the raw events, the same way, keeping only the
 * visitor-days the filters match.
 */
function periodRows(previousFrom: string, from: string, to: string, filters: InsightFilters): SQL {
  const filter = hasFilter(filters) ? sql`and ${filterSql(filters)}` : sql``;
  const rawFrom = sql`greatest(${dayStart(previousFrom)}, ${dayStart(sql`(select rolled_to from mark) + 1`)})`;
  return sql`
    mark as (select max(day) as rolled_to from insight_days),
    ${rollupCtes(rawFrom, dayStart(addDays(to, 1)), hasFilter(filters) ? filterSql(filters) : undefined)},
    totals as (
      select ${DAY_COLUMNS} from insight_days where day between ${previousFrom} and ${to} and dimension = 'total' ${filter}
      union all
      select ${DAY_COLUMNS} from rolled where dimension = 'total'
    ),
    dimensions as (
      select ${DAY_COLUMNS} from insight_days where day between ${from} and ${to} and dimension <> 'total' ${filter}
      union all
      select ${DAY_COLUMNS} from rolled where day >= ${from} and dimension <> 'total'
    )`;
}

const SUMS = sql.raw(`coalesce(sum(visitors), 0) as visitors, coalesce(sum(pageviews), 0) as pageviews, coalesce(sum(vip_shown), 0) as vip_shown,
  coalesce(sum(sign_ups), 0) as sign_ups, coalesce(sum(marketplace_clicks), 0) as marketplace_clicks`);

type Row = {
  /** period: a group of the period; previous: the period before's totals, with the confirmations of both. */
  part: 'period' | 'previous';
  dimension: string | null;
  day: string | null;
  source: string | null;
  campaign: string | null;
  value: string | null;
  visitors: number;
  pageviews: number;
  vip_shown: number;
  sign_ups: number;
  marketplace_clicks: number;
  confirmed: number | null;
  confirmed_before: number | null;
};

const figuresOf = (row: Row): Figures => ({
  visitors: Number(row.visitors),
  pageviews: Number(row.pageviews),
  vipShown: Number(row.vip_shown),
  signUps: Number(row.sign_ups),
  marketplaceClicks: Number(row.marketplace_clicks),
});

/**
 * Subscribers who confirmed their address in the shop days [`from`, `to`] and in
 * [`previousFrom`, `from`). A subscriber keeps the form it signed up on, not the visit's source
 * or campaign, and the hashed visitor cannot be tied to an e-mail (by design): under a filter no
 * confirmation can be attributed, so none is counted.
 */
const confirmedSql = (previousFrom: string, from: string, to: string, filters: InsightFilters) =>
  hasFilter(filters)
    ? sql`0 as confirmed, 0 as confirmed_before`
    : sql`count(*) filter (where confirmed_at >= ${dayStart(from)}) as confirmed, count(*) filter (where confirmed_at < ${dayStart(from)}) as confirmed_before
      from vip_subscribers
      where confirmed_at >= ${dayStart(previousFrom)} and confirmed_at < ${dayStart(addDays(to, 1))}`;

/**
 * Every figure of the period [`from`, `to`], grouped for each panel, the totals of the period
 * [`previousFrom`, `from`) and the confirmations of both: one statement, one read of the day
 * rows and of today's raw events. The totals are grouped by day, source and campaign, the other
 * dimensions by value alone: each row goes only into the groups it can fall in.
 */
export async function readFigures(db: Db, previousFrom: string, from: string, to: string, filters: InsightFilters): Promise<SummaryFigures> {
  const { rows } = await db.execute<Row>(sql`
    with ${periodRows(previousFrom, from, to, filters)}
    select 'period' as part, 'total' as dimension, day::text as day, source, campaign, null as value, ${SUMS}, null::bigint as confirmed, null::bigint as confirmed_before
    from totals
    where day >= ${from}
    group by grouping sets ((day), (source), (campaign))
    union all
    select 'period', dimension, null, null, null, value, ${SUMS}, null, null
    from dimensions
    group by dimension, value
    union all
    select 'previous', null, null, null, null, null, sums.*, confirmations.*
    from (select ${SUMS} from totals where day < ${from}) as sums,
      (select ${confirmedSql(previousFrom, from, to, filters)}) as confirmations`);
  const period: PeriodFigures = { days: new Map(), sources: new Map(), campaigns: new Map(), dimensions: new Map() };
  let previous: Figures = { visitors: 0, pageviews: 0, vipShown: 0, signUps: 0, marketplaceClicks: 0 };
  let confirmed = { current: 0, previous: 0 };
  for (const row of rows) {
    const figures = figuresOf(row);
    if (row.part === 'previous') {
      previous = figures;
      confirmed = { current: Number(row.confirmed), previous: Number(row.confirmed_before) };
    } else if (row.dimension !== 'total') {
      const values = period.dimensions.get(row.dimension ?? '') ?? new Map<string, Figures>();
      period.dimensions.set(row.dimension ?? '', values.set(row.value ?? '', figures));
    } else if (row.day !== null) period.days.set(row.day, figures);
    else if (row.source !== null) period.sources.set(row.source, figures);
    else if (row.campaign) period.campaigns.set(row.campaign, figures);
  }
  return { period, previous, confirmed };
}

/** The period's figures alone (the campaign's visits, the export). */
export async function readPeriod(db: Db, from: string, to: string, filters: InsightFilters): Promise<PeriodFigures> {
  return (await readFigures(db, from, from, to, filters)).period;
}
