import type pg from 'pg';

/** Row count and a digest of every row, per table. */
type TableSnapshot = Record<string, { rows: number; digest: string }>;

/**
 * A snapshot of every table of the application (schema public), to prove a run of requests
 * changed nothing. Left out by default: `rate_limits` (counting refused requests is its job) and
 * `session` (each staff request slides its session's end). Jobs are not in it: a test reads
 * those through pg-boss (job-reads.ts).
 */
export async function snapshotTables(pool: pg.Pool, options: { exclude?: string[] } = {}): Promise<TableSnapshot> {
  const exclude = new Set(options.exclude ?? ['public.rate_limits', 'public.session']);
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = 'public'
      order by 1`,
  );
  const snapshot: TableSnapshot = {};
  for (const { name } of tables) {
    if (exclude.has(name)) continue;
    const [schema, table] = name.split('.');
    const { rows } = await pool.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${schema}"."${table}" t`,
    );
    snapshot[name] = rows[0];
  }
  return snapshot;
}
