import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../lib/paths';

// Any fixed number: instances that start together take turns instead of racing the migrator.
const MIGRATION_LOCK = 72_014_001;

/** Applies the drizzle-kit migrations in migrations/ that this database has not seen yet. */
export async function applyMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // A migration that rewrites a large table is not cut off at the statement timeout a
    // request gets.
    await client.query('set statement_timeout = 0');
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('reset statement_timeout').catch(() => undefined);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
