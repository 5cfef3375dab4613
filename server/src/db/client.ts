import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * A few connections of their own for long streamed reads (the subscriber export): a reader
   * that stops reading holds one of these, never one that sign-ups and health need.
   */
  streams: pg.Pool;
  close(): Promise<void>;
}

/** Connections for long streamed reads, beside the main pool. */
const STREAM_POOL_SIZE = 2;
/** The longest a streamed read may run: a million rows take seconds, a stalled reader is cut. */
export const STREAM_STATEMENT_TIMEOUT_MS = 5 * 60_000;

// bigint columns (counts, sizes) arrive as strings by default; every one we use fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connectDatabase(url: string, options: { poolSize?: number; logger?: Logger } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A statement stuck behind a lock must not hold a request forever.
    statement_timeout: 15_000,
  });
  // Without a listener an idle client's error (e.g. the database restarting) crashes node.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle database connection lost'));
  // A client handed out for a transaction has no pool listener while it is out: its connection
  // dying between two statements (a restart) would otherwise be an uncaught error that stops
  // the process. Its next statement fails instead (→ 503) and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', (error) => options.logger?.warn({ err: error }, 'database connection lost')));
  const streams = new pg.Pool({
    connectionString: url,
    max: STREAM_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: STREAM_STATEMENT_TIMEOUT_MS,
    // A reader that stopped reading leaves its transaction idle between two fetches: PostgreSQL ends it.
    idle_in_transaction_session_timeout: 60_000,
  });
  streams.on('error', (error) => options.logger?.warn({ err: error }, 'idle database connection lost'));
  streams.on('connect', (client) => client.on('error', (error) => options.logger?.warn({ err: error }, 'database connection lost')));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    pool,
    db,
    streams,
    close: async () => {
      await Promise.all([pool.end(), streams.end()]);
    },
  };
}
