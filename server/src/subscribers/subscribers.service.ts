import type { Writable } from 'node:stream';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import QueryStream from 'pg-query-stream';
import { SIGNUPS_CHART_DAYS, type DailySignUpsResponse, type Subscriber, type SubscriberCounts, type SubscribersResponse } from '@shared/subscribers';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../lib/errors';
import { createCountsCache, type Counts, type CountsLimits } from './subscriber-counts';
import { writeSubscribersCsv } from './subscribers-export';

const t = vipSubscribers;

/** Rows the export fetches per round trip: large enough to be fast, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1_000;

const knownTimeZones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** `%text%` for LIKE with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Substring match on the lower-cased e-mail: served by the pg_trgm GIN index from 3 characters. */
const searchCondition = (search: string): SQL | undefined => (search ? sql`lower(${t.email}) like ${containsPattern(search)}` : undefined);

/** Matches are counted exactly up to here; past it the panel says "more than 1.000". */
const MATCH_COUNT_CAP = 1_000;

/** Newest first, written exactly as the (subscribed_at DESC NULLS LAST, id DESC NULLS LAST) index. */
const newestFirst = [sql`${t.subscribedAt} desc nulls last`, sql`${t.id} desc nulls last`];

interface ListQuery {
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
async function listSubscribers(db: Db, counts: { get(): Promise<Counts> }, query: ListQuery): Promise<SubscribersResponse> {
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

/** Sign-ups per calendar day in `timeZone` over the last 30 days (today included), zeros too. */
async function dailySignUps(db: Db, timeZone: string): Promise<DailySignUpsResponse> {
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

async function exactCounts(db: Db): Promise<Counts> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`count(*) filter (where ${t.isActive})::int` })
    .from(t);
  return row;
}

/** The planner's row estimate (kept by autovacuum's ANALYZE): free to read. -1 before the first ANALYZE. */
async function estimatedRows(db: Db) {
  const { rows } = await db.execute<{ estimate: number }>(sql`select reltuples::float8 as estimate from pg_class where oid = ${'vip_subscribers'}::regclass`);
  return Number(rows[0]?.estimate ?? -1);
}

/** The export's query, newest first: drizzle writes it, a cursor streams it. */
function exportQuery(db: Db) {
  return db
    .select({
      email: t.email,
      subscribed_at: t.subscribedAt,
      source: t.source,
      status: t.status,
      is_active: t.isActive,
      accepts_emails: t.acceptsEmails,
      consent_at: t.consentAt,
      language: t.language,
    })
    .from(t)
    .orderBy(desc(t.subscribedAt), desc(t.id))
    .toSQL();
}

/**
 * The staff panel of VIP subscribers (docs/product.md#subscribers). `counts` tunes the stat
 * cards' cache (see subscriber-counts.ts), e.g. a clock of the test's own.
 */
export function createSubscribersService(
  deps: Pick<AppDeps, 'database'>,
  options: { counts?: Partial<CountsLimits> & { now?: () => number } } = {},
) {
  const { db, pool } = deps.database;
  const counts = createCountsCache({ exactCounts: () => exactCounts(db), estimatedRows: () => estimatedRows(db) }, options.counts);

  return {
    list: (query: ListQuery) => listSubscribers(db, counts, query),

    /** The stat cards alone (no e-mail): what every staff member's overview shows. */
    counts: (): Promise<SubscriberCounts> => counts.get(),

    dailySignUps(timeZone: string) {
      if (!knownTimeZones.has(timeZone)) throw badRequest(`Unknown time zone: ${timeZone}`);
      return dailySignUps(db, timeZone);
    },

    /** Removes a subscriber for good, recorded in the activity log; the stat cards follow at once. */
    async remove(actorId: number, id: number) {
      const deleted = await withTransaction(pool, async (tx) => {
        const [row] = await tx.delete(t).where(eq(t.id, id)).returning({ email: t.email, isActive: t.isActive });
        if (!row) throw notFound('Suscriptor no encontrado');
        await recordActivity(tx, { actorId, action: 'subscribers.delete', target: row.email });
        return row;
      });
      counts.removed(deleted.isActive);
    },

    /**
     * Streams every subscriber as CSV into `output` with a server-side cursor over one
     * consistent snapshot: memory stays flat whatever the list's size, and a client that goes
     * away stops the query. The export is recorded in the activity log before the first byte
     * leaves (docs/decisions/0030-activity-log-in-the-same-transaction.md): a download cut short
     * has still handed out part of the list.
     */
    async exportCsv(actorId: number, output: Writable) {
      await withTransaction(pool, (tx) => recordActivity(tx, { actorId, action: 'subscribers.export', target: 'lista de suscriptores VIP' }));
      const { sql: text, params } = exportQuery(db);
      await withTransaction(
        pool,
        async (_tx, client) => {
          // No per-statement timeout: a million rows take seconds.
          await client.query('set local statement_timeout = 0');
          await writeSubscribersCsv(client.query(new QueryStream(text, params, { batchSize: EXPORT_BATCH_SIZE })), output);
        },
        { readOnlySnapshot: true },
      );
    },
  };
}
