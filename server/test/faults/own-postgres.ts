import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { applyMigrations } from '../../src/db/migrate';

/** A fault test's own PostgreSQL in `folder`, which it may stop and start again on the same `port`. */
export function startOwnPostgres(folder: string, port?: number) {
  return startEmbeddedPostgres({ dataDir: join(folder, 'postgres'), stateDir: folder, port, settings: { max_connections: 60 } });
}

/** A fresh folder and a PostgreSQL in it with the app's tables. */
export async function startMigratedPostgres(prefix: string) {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  await chmod(folder, 0o755);
  const postgres = await startOwnPostgres(folder);
  const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
  await applyMigrations(pool);
  await pool.end();
  return { folder, postgres };
}
