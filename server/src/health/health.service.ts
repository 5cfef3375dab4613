import pg from 'pg';
import type { HealthResponse } from '@shared/health';
import type { AppDeps } from '../deps';
import { storageIsReachable } from '../storage/s3';

/** A database that does not answer a new connection within this time is down for the check. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * Checks the database and the bucket for real, each on its own. The database check opens a
 * connection of its own: a PostgreSQL shutting down still serves the pool's open connections
 * but refuses new ones, and a load balancer should stop sending traffic then.
 */
export function createHealthService(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const { connectionString } = deps.database.pool.options;

  const databaseIsReachable = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, statement_timeout: CONNECT_TIMEOUT_MS });
    // A connection dropped by the server during the check must not become an uncaught error.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  return {
    async check(): Promise<HealthResponse> {
      const [db, storage] = await Promise.all([databaseIsReachable(), storageIsReachable(deps.storage)]);
      return { status: db && storage ? 'ok' : 'degraded', db: db ? 'up' : 'down', storage: storage ? 'up' : 'down' };
    },
  };
}
