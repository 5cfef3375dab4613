import { sql, type SQL } from 'drizzle-orm';
import { DIRECT_SOURCE, INSIGHTS_TIME_ZONE } from '@shared/insights';

/** Midnight at the start of the shop's day `day` (a date or an expression giving one). */
export const dayStart = (day: string | SQL) => sql`((${day})::date::timestamp at time zone ${INSIGHTS_TIME_ZONE})`;

/** One calendar day after or before `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * For the transaction of a rollup (the job's or the summary's): its sorts and hashes of a day's
 * raw events fit in memory with this, where the default spills them to disk.
 */
export const ROLLUP_WORK_MEM = sql.raw(`set local work_mem = '32MB'`);

/** The columns of insight_days, in the order `rolled` gives them. */
export const DAY_COLUMNS = sql.raw('day, source, campaign, dimension, value, visitors, pageviews, vip_shown, sign_ups, marketplace_clicks');

/**
 * Common table expressions ending in `rolled`: insight_days' rows for the raw events in
 * [`start`, `end`), one row per shop day, source, campaign and dimension value.
 *
 * A visitor's whole day counts under one source and campaign: those of their first event that
 * day with a source other than DIRECT_SOURCE, else DIRECT_SOURCE. A visitor who arrives from a
 * newsletter and later reloads the page (no referrer then) stays the newsletter's, and summing
 * the visitors of every source gives the day's unique visitors.
 *
 * `visitors` (the summary's filter, an SQL condition on `source` and `campaign`) keeps only the
 * visitor-days it matches, before anything is counted.
 *
 * Each event is counted once per dimension it has a value in, first per visitor (so distinct
 * visitors are rows, not a sort per group), then per value: two hash aggregates.
 */
export const rollupCtes = (start: SQL, end: SQL, visitors?: SQL) => sql`
  e as (
    select (at at time zone ${INSIGHTS_TIME_ZONE})::date as day, at, visitor, name, path, language, device, box, place, detail,
      source, coalesce(campaign, '') as campaign
    from insight_events
    where at >= ${start} and at < ${end}
  ),
  touch as (
    select * from (
      select distinct on (day, visitor) day, visitor, source, campaign
      from e
      order by day, visitor, source = ${DIRECT_SOURCE}, at
    ) first_touch
    ${visitors ? sql`where ${visitors}` : sql``}
  ),
  per_visitor as (
    select e.day, e.visitor, v.dimension, v.value,
      count(*) filter (where e.name = 'pageview') as pageviews,
      bool_or(e.name = 'vip_shown') as vip_shown,
      count(*) filter (where e.name = 'vip_signup' and e.detail = 'new') as sign_ups,
      count(*) filter (where e.name = 'marketplace_click') as marketplace_clicks
    from e
      -- Events without a box or place (page views) make no row of those dimensions.
      cross join lateral (values ('total', ''), ('page', e.path), ('language', e.language), ('device', e.device), ('box', e.box), ('place', e.place)) as v(dimension, value)
    where v.value is not null
    group by e.day, e.visitor, v.dimension, v.value
  ),
  rolled as (
    select p.day, t.source, t.campaign, p.dimension, p.value,
      count(*)::int as visitors,
      sum(p.pageviews)::int as pageviews,
      (count(*) filter (where p.vip_shown))::int as vip_shown,
      sum(p.sign_ups)::int as sign_ups,
      sum(p.marketplace_clicks)::int as marketplace_clicks
    from per_visitor p join touch t on t.day = p.day and t.visitor = p.visitor
    group by p.day, t.source, t.campaign, p.dimension, p.value
  )`;
