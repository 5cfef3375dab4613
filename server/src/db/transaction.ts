import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';

interface TransactionOptions {
  /** One consistent, read-only snapshot of the whole database (repeatable read). */
  readOnlySnapshot?: boolean;
}

/**
 * Runs `work` in one transaction on a client of its own: `tx` is drizzle on that client, and
 * `client` is there for what needs the connection itself (a cursor, pg-boss's `executeSql`).
 * Commits when `work` resolves. When it throws, the client is released as broken: its
 * connection is closed, which makes PostgreSQL roll the transaction back, and a connection
 * that failed mid-transaction (or mid-cursor) never goes back to the pool.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (tx: Db, client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query(options.readOnlySnapshot ? 'begin isolation level repeatable read read only' : 'begin');
    const result = await work(drizzle(client, { schema, casing: 'snake_case' }), client);
    await client.query('commit');
    return result;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    client.release(failed);
  }
}
