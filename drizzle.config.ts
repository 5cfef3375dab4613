import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: it diffs server/src/db/schema.ts against the
// snapshots in migrations/ and writes the next SQL file. The server applies migrations itself
// at start (server/src/db/migrate.ts), so no database URL is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './migrations',
  casing: 'snake_case',
  strict: true,
});
