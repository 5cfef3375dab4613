import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { applyMigrations } from '../src/db/migrate';
import { startEmbeddedS3 } from '../src/storage/embedded-s3';

export const TEMPLATE_DATABASE = 'chapinbox_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    s3Endpoint: string;
  }
}

/**
 * One real PostgreSQL and one s3rver for the whole run. The migrated template database is
 * cloned per test file (see test-context.ts), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'chapinbox-test-'));
  await chmod(folder, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: join(folder, 'postgres'),
    stateDir: folder,
    database: TEMPLATE_DATABASE,
    // Durability is not under test; these make the many small transactions of tests fast.
    settings: { max_connections: 400, fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
  await applyMigrations(pool);
  await pool.end();
  const s3 = await startEmbeddedS3({ directory: join(folder, 's3'), bucket: 'test-bootstrap' });

  project.provide('postgresAdminUrl', postgres.url.replace(/\/[^/]+$/, '/postgres'));
  project.provide('s3Endpoint', s3.endpoint);

  return async () => {
    await s3.stop();
    await postgres.stop();
    await rm(folder, { recursive: true, force: true });
  };
}
