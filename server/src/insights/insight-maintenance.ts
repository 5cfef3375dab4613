import { sql } from 'drizzle-orm';
import { INSIGHTS_TIME_ZONE } from '@shared/insights';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { addDays, DAY_COLUMNS, dayStart, rollupCtes } from './insight-rollup';
import { shopDay } from './insight-visitor';

/** Months of partitions made ahead of the current one. */
const MONTHS_AHEAD = 2;

/** A partition's DDL waits this long for its lock, then gives way to the inserts (next hour's run tries again). */
const DDL_LOCK_TIMEOUT = '2s';

const PARTITION_NAME = /^insight_events_(\d{4})_(\d{2})$/;

/** The first instant of the UTC month `months` after the one of `at`. */
const monthStart = (at: Date, months = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));

const partitionName = (month: Date) => `insight_events_${month.toISOString().slice(0, 7).replace('-', '_')}`;

/**
 * The insights job's work (docs/decisions/0072-first-party-insights.md): finished days rolled up
 * into insight_days, month partitions of insight_events made ahead and dropped after
 * INSIGHT_RETENTION_MONTHS, and salts no request can need any more deleted.
 */
export function createInsightMaintenance(deps: Pick<AppDeps, 'config' | 'database'>) {
  const { db, pool } = deps.database;

  /** Replaces the rows of one shop day with the rollup of its events, in one transaction. */
  async function rollUpDay(day: string) {
    await withTransaction(pool, async (tx) => {
      await tx.execute(sql`delete from insight_days where day = ${day}`);
      await tx.execute(sql`
        insert into insight_days (${DAY_COLUMNS})
        with ${rollupCtes(dayStart(day), dayStart(addDays(day, 1)))}
        select ${DAY_COLUMNS} from rolled`);
    });
  }

  return {
    rollUpDay,

    /**
     * Rolls up every finished day after the last one rolled up (from the first event's day on a
     * first run), oldest first, each in its own transaction; answers the days done.
     */
    async rollUp(): Promise<string[]> {
      const { rows } = await db.execute<{ first: string | null; today: string }>(sql`
        select coalesce(
            (select max(day) + 1 from insight_days),
            (select (min(at) at time zone ${INSIGHTS_TIME_ZONE})::date from insight_events)
          )::text as first,
          (now() at time zone ${INSIGHTS_TIME_ZONE})::date::text as today`);
      const { first, today } = rows[0];
      const done: string[] = [];
      for (let day = first; day !== null && day < today; day = addDays(day, 1)) {
        await rollUpDay(day);
        done.push(day);
      }
      return done;
    },

    /**
     * Makes the partitions of this month and the next MONTHS_AHEAD (UTC months, as migration
     * 0014 does) and drops those of months that ended INSIGHT_RETENTION_MONTHS or more before
     * this one began.
     */
    async keepPartitions(now = new Date()) {
      const created: string[] = [];
      for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
        const month = monthStart(now, ahead);
        const name = partitionName(month);
        await withTransaction(pool, async (_tx, client) => {
          await client.query(`set local lock_timeout = '${DDL_LOCK_TIMEOUT}'`);
          const { rows: found } = await client.query('select to_regclass($1) as found', [name]);
          if (found[0].found) return;
          await client.query(
            `create table if not exists ${name} partition of insight_events for values from ('${month.toISOString()}') to ('${monthStart(month, 1).toISOString()}')`,
          );
          created.push(name);
        });
      }
      const oldestKept = monthStart(now, -deps.config.INSIGHT_RETENTION_MONTHS);
      const { rows: partitions } = await pool.query<{ name: string }>(
        "select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'insight_events'::regclass order by 1",
      );
      const dropped: string[] = [];
      for (const { name } of partitions) {
        const match = PARTITION_NAME.exec(name);
        if (!match || new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) >= oldestKept) continue;
        await withTransaction(pool, async (_tx, client) => {
          await client.query(`set local lock_timeout = '${DDL_LOCK_TIMEOUT}'`);
          await client.query(`drop table if exists ${name}`);
        });
        dropped.push(name);
      }
      return { created, dropped };
    },

    /** Deletes the salts of the days before yesterday: no request hashes with them any more. */
    async removeOldSalts(now = new Date()) {
      const { rowCount } = await db.execute(sql`delete from insight_salts where day < ${addDays(shopDay(now), -1)}`);
      return rowCount ?? 0;
    },
  };
}
