import { sql, type SQLWrapper } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';
import { withTransaction, type HeldClient } from './transaction';

/**
 * A connection of its own that holds a session-level advisory lock on (`key`, `id`) for as long
 * as the work that owns it runs, and runs that work's transactions. PostgreSQL lets go of the
 * lock by itself the moment the connection ends, so a process that dies (even by SIGKILL) loses
 * it at once and another may take over, with no lease to wait out; a process whose connection
 * broke cannot write under it any more, since every transaction runs on that connection.
 */
export interface HeldLock {
  /** One transaction on the lock's connection (`withTransaction` on a held client): commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Lets go of the lock and gives the connection back (a broken one is closed). */
  release(): Promise<void>;
}

/** Takes the lock if nobody holds it; null when someone does. */
export async function tryHoldLock(pool: pg.Pool, key: number, id: number): Promise<HeldLock | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [key, id]);
    if (!rows[0].locked) {
      client.release();
      return null;
    }
  } catch (error) {
    client.release(true);
    throw error;
  }
  const held: HeldClient = { client, broken: false };
  return {
    transaction: (work) => withTransaction(held, (tx) => work(tx)),
    async release() {
      if (!held.broken) {
        await client.query('select pg_advisory_unlock($1, $2)', [key, id]).catch(() => {
          held.broken = true;
        });
      }
      // A broken connection is closed rather than pooled; its lock went with it.
      client.release(held.broken);
    },
  };
}

/** SQL: whether some session holds the advisory lock (`key`, `id`) right now. */
export const lockIsHeld = (key: number, id: SQLWrapper) => sql`exists (
  select 1 from pg_locks l
  where l.locktype = 'advisory' and l.granted and l.classid = ${key}::int::oid and l.objid = ${id}::int::oid and l.objsubid = 2
)`;
