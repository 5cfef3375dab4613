import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of migrations/ whose journal stops before the subscriber states: the database as it was before them. */
function migrationsBeforeStates() {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_subscriber-states'));
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

// The subscriber states migration on a list that has been used (docs/decisions/0075-subscriber-state-beside-the-list-columns.md).
describe('subscriber states migration', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('postgresAdminUrl');
  let pool: pg.Pool;
  let earlier: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    pool = new pg.Pool({ connectionString: adminUrl.replace(/\/postgres$/, `/${name}`), max: 2 });
    earlier = migrationsBeforeStates();
  });

  afterAll(async () => {
    await pool?.end();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('When a used list is migrated, then bounces stay bounced, staff deactivations are paused, other inactive rows are unsubscribed, and each has its date', async () => {
    await migrate(drizzle(pool), { migrationsFolder: earlier });
    await pool.query(`insert into vip_subscribers (email, accepts_emails, token, status, is_active, subscribed_at, confirmed_at, unsubscribed_at, bounced_at, bounce_reason) values
      ('pending@example.com', true, 't1', 'pending', true, '2025-01-01T00:00:00Z', null, null, null, null),
      ('confirmed@example.com', true, 't2', 'confirmed', true, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', null, null, null),
      ('bounced@example.com', true, 't3', 'confirmed', false, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', null, '2025-01-03T00:00:00Z', '550 no such user'),
      ('Paused@example.com', true, 't4', 'confirmed', false, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', '2025-01-04T00:00:00Z', null, null),
      ('left@example.com', true, 't5', 'confirmed', false, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', '2025-01-05T00:00:00Z', null, null)`);
    await pool.query(`insert into audit_log (actor_email, action, target) values ('admin@chapinbox.test', 'subscribers.deactivate', 'Paused@example.com')`);

    await migrate(drizzle(pool), { migrationsFolder });

    const { rows } = await pool.query(`select email, suppression, state_at, state_reason from vip_subscribers order by token`);
    expect(rows.map((row) => ({ ...row, state_at: (row.state_at as Date).toISOString() }))).toEqual([
      { email: 'pending@example.com', suppression: null, state_at: '2025-01-01T00:00:00.000Z', state_reason: null },
      { email: 'confirmed@example.com', suppression: null, state_at: '2025-01-02T00:00:00.000Z', state_reason: null },
      { email: 'bounced@example.com', suppression: 'bounced', state_at: '2025-01-03T00:00:00.000Z', state_reason: '550 no such user' },
      { email: 'Paused@example.com', suppression: null, state_at: '2025-01-04T00:00:00.000Z', state_reason: null },
      { email: 'left@example.com', suppression: 'unsubscribed', state_at: '2025-01-05T00:00:00.000Z', state_reason: null },
    ]);
    // Suppressed means inactive, from now on.
    await expect(pool.query(`update vip_subscribers set is_active = true where email = 'left@example.com'`)).rejects.toThrow(/vip_subscribers_suppression_check/);
  });
});
