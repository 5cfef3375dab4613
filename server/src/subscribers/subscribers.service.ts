import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DailySignUpsResponse, Subscriber, SubscribersResponse } from '@shared/subscribers';
import { SIGNUPS_CHART_DAYS } from '@shared/subscribers';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';
import type { CountsCache } from './subscriber-counts';

const t = vipSubscribers;

/** `%text%` for LIKE with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Substring match on the lower-cased e-mail: served by the pg_trgm GIN index from 3 characters. */
const searchCondition = (search: string): SQL | undefined => (search ? sql`lower(${t.email}) like ${containsPattern(search)}` : undefined);

/** Matches are counted exactly up to here; past it the panel says "more than 1.000". */
export const MATCH_COUNT_CAP = 1_000;

/** Newest first, written exactly as the (subscribed_at DESC NULLS LAST, id DESC NULLS LAST) index. */
const newestFirst = [sql`${t.subscribedAt} desc nulls last`, sql`${t.id} desc nulls last`];

export interface ListQuery {
  search: string;
  page: number;
  pageSize: number;
}

/**
 * The ids of one page, newest first. Without a search, or with one that matches many rows,
 * walking the (subscribed_at, id) index finds a page at once (an index-only scan, even deep
 * into the list). A search that matches few rows is better served by the trigram index: its
 * matches are gathered first (materialized, so the planner cannot swap in the index walk,
 * which would read most of the table to find them) and only those are sorted.
 */
function pageIds(db: Db, where: SQL | undefined, query: ListQuery, fewMatches: boolean) {
  const offset = (query.page - 1) * query.pageSize;
  if (where && fewMatches) {
    return sql`(with matches as materialized (select ${t.id} as id, ${t.subscribedAt} as subscribed_at from ${t} where ${where})
      select id from matches order by subscribed_at desc, id desc limit ${query.pageSize} offset ${offset})`;
  }
  return db.select({ id: t.id }).from(t).where(where).orderBy(...newestFirst).limit(query.pageSize).offset(offset);
}

/** One page of subscribers with the counts for the stat cards and the paging. */
export async function listSubscribers(db: Db, counts: CountsCache, query: ListQuery): Promise<SubscribersResponse> {
  const where = searchCondition(query.search);
  const [overall, matched] = await Promise.all([counts.get(), where ? countMatches(db, where) : undefined]);
  const fewMatches = matched !== undefined && matched <= MATCH_COUNT_CAP;
  const rows = await db
    .select({
      id: t.id,
      email: t.email,
      subscribedAt: t.subscribedAt,
      source: t.source,
      language: t.language,
      isActive: t.isActive,
      status: t.status,
      acceptsEmails: t.acceptsEmails,
    })
    .from(t)
    .where(inArray(t.id, pageIds(db, where, query, fewMatches)))
    .orderBy(...newestFirst);
  const subscribers: Subscriber[] = rows.map((row) => ({ ...row, subscribedAt: row.subscribedAt.toISOString() }));
  return {
    ...overall,
    matches: matched === undefined ? overall.total : Math.min(matched, MATCH_COUNT_CAP),
    matchesCapped: matched !== undefined && matched > MATCH_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
    subscribers,
  };
}

/** Matching rows, counted no further than the cap: a search for "gmail" stops after 1,001 rows. */
async function countMatches(db: Db, where: SQL) {
  const capped = db.select({ one: sql`1` }).from(t).where(where).limit(MATCH_COUNT_CAP + 1).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row.count;
}

/** Removes a subscriber for good; null when there was none with that id. */
export async function deleteSubscriber(db: Db, id: number) {
  const [deleted] = await db.delete(t).where(eq(t.id, id)).returning({ isActive: t.isActive });
  return deleted ?? null;
}

/** Sign-ups per calendar day in `timeZone` over the last 30 days (today included), zeros too. */
export async function dailySignUps(db: Db, timeZone: string): Promise<DailySignUpsResponse> {
  const today = sql`(now() at time zone ${timeZone})::date`;
  const firstDay = sql`(${today} - ${SIGNUPS_CHART_DAYS - 1}::int)`;
  const result = await db.execute<{ date: string; count: number }>(sql`
    select to_char(series.day, 'YYYY-MM-DD') as date, coalesce(counts.count, 0)::int as count
    from generate_series(${firstDay}, ${today}, interval '1 day') as series(day)
    left join (
      select (${t.subscribedAt} at time zone ${timeZone})::date as day, count(*) as count
      from ${t}
      -- A range on subscribed_at itself, so its index serves the scan.
      where ${t.subscribedAt} >= (${firstDay}::timestamp at time zone ${timeZone})
      group by 1
    ) as counts on counts.day = series.day::date
    order by series.day`);
  return { days: result.rows.map((row) => ({ date: row.date, count: Number(row.count) })) };
}
