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
 * `visitors` (the summary's filter, a condition on `source` and `campaign`) keeps only the
 * visitor-days it matches, so the events of the others are never grouped.
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
  attributed as (
    select e.day, e.visitor, e.name, e.path, e.language, e.device, e.box, e.place, e.detail, t.source, t.campaign
    from e join touch t on t.day = e.day and t.visitor = e.visitor
  ),
  rolled as (
    select day, source, campaign,
      case
        when grouping(path) = 0 then 'page'
        when grouping(language) = 0 then 'language'
        when grouping(device) = 0 then 'device'
        when grouping(box) = 0 then 'box'
        when grouping(place) = 0 then 'place'
        else 'total'
      end as dimension,
      coalesce(path, language, device, box, place, '') as value,
      count(distinct visitor)::int as visitors,
      (count(*) filter (where name = 'pageview'))::int as pageviews,
      (count(distinct visitor) filter (where name = 'vip_shown'))::int as vip_shown,
      (count(*) filter (where name = 'vip_signup' and detail = 'new'))::int as sign_ups,
      (count(*) filter (where name = 'marketplace_click'))::int as marketplace_clicks
    from attributed
    group by grouping sets (
      (day, source, campaign),
      (day, source, campaign, path),
      (day, source, campaign, language),
      (day, source, campaign, device),
      (day, source, campaign, box),
      (day, source, campaign, place)
    )
    -- Events without a box or place (page views) make no row of those dimensions.
    having (grouping(box) = 1 or box is not null) and (grouping(place) = 1 or place is not null)
  )`;
