import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';

interface TransactionOptions {
  /** One consistent, read-only snapshot of the whole database (repeatable read). */
  readOnlySnapshot?: boolean;
}

/**
 * A client its holder keeps across transactions (the connection of a session lock,
 * `db/session-lock.ts`). `broken` turns true when a rollback on it failed: the connection is
 * unusable, and its holder closes it rather than pooling it.
 */
export interface HeldClient {
  client: pg.PoolClient;
  broken: boolean;
}

/**
 * Runs `work` in one transaction: `tx` is drizzle on the transaction's client, and `client` is
 * there for what needs the connection itself (a cursor, pg-boss's `executeSql`). Commits when
 * `work` resolves. Every transaction goes through here (docs/decisions/0025).
 *
 * On a pool, the transaction gets a client of its own. When `work` throws, the client is
 * released as broken: its connection is closed, which makes PostgreSQL roll the transaction
 * back, and a connection that failed mid-transaction (or mid-cursor) never goes back to the pool.
 *
 * On a held client, the client stays with its holder, so a failure rolls back instead; when the
 * rollback itself fails, `held.broken` is set.
 */
export async function withTransaction<T>(
  on: pg.Pool | HeldClient,
  work: (tx: Db, client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const begin = options.readOnlySnapshot ? 'begin isolation level repeatable read read only' : 'begin';
  if ('client' in on) {
    try {
      return await run(on.client, begin, work);
    } catch (error) {
      await on.client.query('rollback').catch(() => {
        on.broken = true;
      });
      throw error;
    }
  }
  const client = await on.connect();
  let failed = false;
  try {
    return await run(client, begin, work);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    client.release(failed);
  }
}

async function run<T>(client: pg.PoolClient, begin: string, work: (tx: Db, client: pg.PoolClient) => Promise<T>): Promise<T> {
  await client.query(begin);
  const result = await work(drizzle(client, { schema, casing: 'snake_case' }), client);
  await client.query('commit');
  return result;
}
