import type { Writable } from 'node:stream';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import {
  defaultOrder,
  SUBSCRIBER_SOURCES_MAX,
  type SubscriberBulkAction,
  type SubscriberCounts,
  type SubscriberFilter,
  type SubscribersExportQuery,
  type SubscribersQuery,
  subscriberState,
  type Suppression,
} from '@shared/subscribers';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { createCache } from '../lib/cache';
import { badRequest, conflict, notFound } from '../lib/errors';
import { createCountsCache, type CountsLimits } from './subscriber-counts';
import { createDailySignUps } from './subscriber-daily';
import { filterCondition } from './subscriber-filter';
import { importSubscribers, type ImportRequest } from './subscriber-import';
import { listSubscribers, type FirstLooks, type GatheredOrders, type OverCapSearches } from './subscriber-list';
import { writeSubscribersCsv } from './subscribers-export';

const t = vipSubscribers;

/** Why staff cannot resume a suppressed person: only the person can come back. */
const SUPPRESSED_MESSAGE: Record<Suppression, string> = {
  unsubscribed: 'Esta persona se dio de baja. Solo puede volver si se suscribe de nuevo y confirma su email.',
  bounced: 'El email de esta persona rebotó. Solo puede volver si se suscribe de nuevo y confirma su email.',
  complained: 'Esta persona marcó un email como spam. Solo puede volver si se suscribe de nuevo y confirma su email.',
};

/** Rows the export fetches per round trip: large enough to be fast, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1_000;

/** A bulk action over a whole list of a million rows takes seconds, not the usual 15 s at most per statement. */
export const LONG_STATEMENT_TIMEOUT = '5min';

const knownTimeZones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

const number = (value: number) => value.toLocaleString('es-ES');

/**
 * Both stat cards in one statement of two index-only counts: every row in the primary key (the
 * smallest index) and the inactive few at the head of the list index (is_active first): less
 * work than one scan of the table counting both.
 */
async function exactCounts(db: Db) {
  const { rows } = await db.execute<{ total: number; inactive: number }>(
    sql`select (select count(*) from ${t})::int as total, (select count(*) from ${t} where ${t.isActive} = false)::int as inactive`,
  );
  const total = Number(rows[0].total);
  return { total, active: total - Number(rows[0].inactive) };
}

/**
 * The background refresh of a large list's counts (while staff look): without parallel
 * workers, so it takes one core a little longer instead of every core, and the requests it
 * runs beside keep the others.
 */
const exactCountsOnOneCore = (pool: pg.Pool) =>
  withTransaction(pool, async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return exactCounts(tx);
  });

/** The planner's row estimate (kept by autovacuum's ANALYZE): free to read. -1 before the first ANALYZE. */
async function estimatedRows(db: Db) {
  const { rows } = await db.execute<{ estimate: number }>(sql`select reltuples::float8 as estimate from pg_class where oid = ${'vip_subscribers'}::regclass`);
  return Number(rows[0]?.estimate ?? -1);
}

/**
 * The sources staff can filter by, A→Z: one descent of the source index per distinct value
 * (a loose index scan), so a million rows with a handful of sources cost a handful of reads.
 */
async function distinctSources(db: Db) {
  const { rows } = await db.execute<{ source: string }>(sql`
    with recursive sources(source) as (
      (select ${t.source} from ${t} order by ${t.source} limit 1)
      union all
      select (select ${t.source} from ${t} where ${t.source} > sources.source order by ${t.source} limit 1)
      from sources where sources.source is not null
    )
    select source from sources where source is not null limit ${SUBSCRIBER_SOURCES_MAX}`);
  return rows.map((row) => row.source);
}

/** The export's query in the list's order: drizzle writes it, a cursor streams it. */
function exportQuery(db: Db, query: SubscribersExportQuery) {
  const order = query.order ?? defaultOrder(query.sort);
  const direction = sql.raw(order);
  return db
    .select({
      email: t.email,
      subscribed_at: t.subscribedAt,
      source: t.source,
      status: t.status,
      is_active: t.isActive,
      accepts_emails: t.acceptsEmails,
      consent_at: t.consentAt,
      confirmed_at: t.confirmedAt,
      language: t.language,
      suppression: t.suppression,
      state_at: t.stateAt,
      state_reason: t.stateReason,
    })
    .from(t)
    .where(filterCondition(query))
    .orderBy(...(query.sort === 'email' ? [sql`lower(${t.email}) ${direction}`] : [sql`${t.subscribedAt} ${direction}`, sql`${t.id} ${direction}`]))
    .toSQL();
}

/** The filter's own values, for the activity log ("all matching" actions and exports). */
const filterDetails = (filter: SubscriberFilter) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

const BULK_AUDIT = { activate: 'subscribers.activate', deactivate: 'subscribers.deactivate', delete: 'subscribers.delete' } as const;

/** One statement per action: answers the rows changed and, of those, how many were active. */
function bulkStatement(action: SubscriberBulkAction, where: SQL | undefined) {
  const scope = where ?? sql`true`;
  switch (action) {
    // Only people staff paused: the suppressed come back by their own sign-up alone.
    case 'activate':
      return sql`with changed as (update ${t} set is_active = true, unsubscribed_at = null, state_at = now(), state_reason = null, updated_at = now()
          where ${scope} and ${t.isActive} = false and ${t.suppression} is null returning 1)
        select count(*)::int as affected, 0 as active from changed`;
    case 'deactivate':
      return sql`with changed as (update ${t} set is_active = false, unsubscribed_at = coalesce(${t.unsubscribedAt}, now()), state_at = now(), state_reason = null, updated_at = now()
          where ${scope} and ${t.isActive} = true returning 1)
        select count(*)::int as affected, count(*)::int as active from changed`;
    case 'delete':
      return sql`with changed as (delete from ${t} where ${scope} returning ${t.isActive} as was_active)
        select count(*)::int as affected, (count(*) filter (where was_active))::int as active from changed`;
  }
}

/**
 * The staff's list of VIP subscribers (docs/product.md#subscribers). `counts` tunes the stat
 * cards' cache (see subscriber-counts.ts), e.g. a clock of the test's own; `searches` the clock
 * of what the list keeps of searches (see subscriber-list.ts).
 */
export function createSubscribersService(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  options: {
    counts?: Partial<CountsLimits> & { now?: () => number };
    searches?: { now?: () => number };
    daily?: Parameters<typeof createDailySignUps>[1];
  } = {},
) {
  const { db, pool } = deps.database;
  const counts = createCountsCache(
    { exactCounts: (atScale) => (atScale ? exactCountsOnOneCore(pool) : exactCounts(db)), estimatedRows: () => estimatedRows(db) },
    options.counts,
  );
  // A search's kept order or over-cap verdict lives half a minute (a row that newly matches
  // elsewhere shows within it); whether its matches are dense changes slowly, so longer.
  const now = options.searches?.now;
  const gathered: GatheredOrders = createCache({ maxAgeMs: 30_000, maxEntries: 4, now });
  const looks: FirstLooks = createCache({ maxAgeMs: 5 * 60_000, maxEntries: 200, now });
  const overCap: OverCapSearches = createCache({ maxAgeMs: 30_000, maxEntries: 200, now });
  const daily = createDailySignUps(db, options.daily);
  /** A change this instance made: the stat cards and the chart follow at once, and no kept search order or over-cap count outlives it. */
  const afterChange = (change: { total: number; active: number }) => {
    counts.adjust(change);
    gathered.clear();
    overCap.clear();
    if (change.total < 0) daily.clear();
  };

  return {
    list: (query: SubscribersQuery) => listSubscribers(db, { counts, gathered, looks, overCap }, query),

    /** The stat cards alone (no e-mail): what every staff member's overview shows. */
    counts: (): Promise<SubscriberCounts> => counts.get(),

    sources: async () => ({ sources: await distinctSources(db) }),

    dailySignUps(timeZone: string) {
      if (!knownTimeZones.has(timeZone)) throw badRequest(`Unknown time zone: ${timeZone}`);
      return daily.get(timeZone);
    },

    /** Removes a subscriber for good, recorded in the activity log; the stat cards follow at once. */
    async remove(actorId: number, id: number) {
      const deleted = await withTransaction(pool, async (tx) => {
        const [row] = await tx.delete(t).where(eq(t.id, id)).returning({ email: t.email, isActive: t.isActive });
        if (!row) throw notFound('Suscriptor no encontrado');
        await recordActivity(tx, { actorId, action: 'subscribers.delete', target: row.email });
        return row;
      });
      afterChange({ total: -1, active: deleted.isActive ? -1 : 0 });
    },

    /**
     * Pauses or resumes one subscriber. A paused person gets no e-mail (the welcome e-mail and
     * campaigns skip them) until resumed; a change is recorded, a repeat changes nothing and
     * records nothing. A suppressed person (unsubscribed, bounced, complained) cannot be
     * resumed by staff: 409 (docs/product.md#subscribers); pausing them changes nothing.
     */
    async setActive(actorId: number, id: number, isActive: boolean) {
      const result = await withTransaction(pool, async (tx) => {
        const [before] = await tx.select({ isActive: t.isActive, suppression: t.suppression }).from(t).where(eq(t.id, id)).for('update');
        if (!before) throw notFound('Suscriptor no encontrado');
        if (isActive && before.suppression) throw conflict(SUPPRESSED_MESSAGE[before.suppression]);
        const changed = before.isActive !== isActive;
        const [row] = await tx
          .update(t)
          .set(
            !changed
              ? { updatedAt: new Date() }
              : isActive
                ? { isActive, unsubscribedAt: null, stateAt: sql`now()`, stateReason: null, updatedAt: new Date() }
                : { isActive, unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())`, stateAt: sql`now()`, stateReason: null, updatedAt: new Date() },
          )
          .where(eq(t.id, id))
          .returning();
        if (changed) await recordActivity(tx, { actorId, action: isActive ? 'subscribers.activate' : 'subscribers.deactivate', target: row.email });
        return { row, changed };
      });
      if (result.changed) afterChange({ total: 0, active: isActive ? 1 : -1 });
      const { row } = result;
      return {
        id: row.id,
        email: row.email,
        subscribedAt: row.subscribedAt.toISOString(),
        source: row.source,
        language: row.language,
        isActive: row.isActive,
        status: row.status,
        acceptsEmails: row.acceptsEmails,
        state: subscriberState(row),
        stateAt: row.stateAt.toISOString(),
        stateReason: row.stateReason,
      };
    },

    /**
     * Activates, deactivates or deletes the rows ticked (`ids`) or every row matching `filter`,
     * in one statement and one transaction with its activity-log entry. Answers how many rows
     * changed (those already in the wanted state are not counted).
     */
    async bulk(actorId: number, request: { action: SubscriberBulkAction; ids?: number[]; filter?: SubscriberFilter }) {
      const where = request.ids ? inArray(t.id, request.ids) : request.filter ? filterCondition(request.filter) : sql`false`;
      const result = await withTransaction(pool, async (tx, client) => {
        await client.query(`set local statement_timeout = '${LONG_STATEMENT_TIMEOUT}'`);
        const { rows } = await tx.execute<{ affected: number; active: number }>(bulkStatement(request.action, where));
        const { affected, active } = rows[0];
        if (affected > 0) {
          await recordActivity(tx, {
            actorId,
            action: BULK_AUDIT[request.action],
            target: affected === 1 ? '1 suscriptor' : `${number(affected)} suscriptores`,
            details: request.filter ? { count: affected, filter: filterDetails(request.filter) } : { count: affected },
          });
        }
        return { affected: Number(affected), active: Number(active) };
      });
      if (request.action === 'delete') afterChange({ total: -result.affected, active: -result.active });
      else afterChange({ total: 0, active: request.action === 'activate' ? result.affected : -result.affected });
      return { affected: result.affected };
    },

    /** Imports a CSV file (see subscriber-import.ts); the stat cards follow at once. */
    async importCsv(actorId: number, request: ImportRequest) {
      const answer = await importSubscribers(deps, actorId, request);
      afterChange({ total: answer.imported, active: answer.imported });
      return answer;
    },

    /**
     * Streams the subscribers matching the list's filters, in its order, as CSV into `output`
     * with a server-side cursor over one consistent snapshot: memory stays flat whatever the
     * list's size, and a client that goes away (or stops reading a while) stops the query. The export is recorded in the
     * activity log before the first byte leaves
     * (docs/decisions/0030-activity-log-in-the-same-transaction.md): a download cut short has
     * still handed out part of the list.
     */
    async exportCsv(actorId: number, query: SubscribersExportQuery, output: Writable) {
      const filter = filterDetails({ search: query.search, status: query.status, state: query.state, source: query.source, language: query.language });
      await withTransaction(pool, (tx) =>
        recordActivity(tx, { actorId, action: 'subscribers.export', target: 'lista de suscriptores VIP', details: Object.keys(filter).length ? { filter } : null }),
      );
      const { sql: text, params } = exportQuery(db, query);
      // On the streams pool: a download that stalls holds none of the connections sign-ups use.
      await withTransaction(
        deps.database.streams,
        async (_tx, client) => {
          await writeSubscribersCsv(client.query(new QueryStream(text, params, { batchSize: EXPORT_BATCH_SIZE })), output);
        },
        { readOnlySnapshot: true },
      );
    },
  };
}
