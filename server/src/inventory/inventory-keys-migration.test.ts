import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';

const KEYS_MIGRATION = '0007_inventory-product-keys';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of migrations/ whose journal stops before `tag`: the database as it was before that change. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `${tag} in the journal`).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

// Migration 0007 on a database that staff have used: the boxes keep their quantities under their
// keys and the activity log stops naming the invented ASINs (docs/product.md#inventory).
describe('inventory product keys migration', () => {
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
    earlier = migrationsBefore(KEYS_MIGRATION);
  });

  afterAll(async () => {
    await pool?.end();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('When a used database is migrated, then each box keeps its quantity and stamp under its key and the log drops the invented ASINs', async () => {
    await migrate(drizzle(pool), { migrationsFolder: earlier });
    await pool.query(`update inventory_products set available_quantity = 33, last_updated = '2026-01-02T03:04:05Z' where asin = 'B0CHCANDY2'`);
    await pool.query(
      `insert into audit_log (actor_id, actor_email, action, details) values
        (null, 'ana@chapinbox.test', 'inventory.update', $1),
        (null, 'ana@chapinbox.test', 'settings.update', $2)`,
      [
        JSON.stringify({ changes: [{ field: 'CANDY MIX (B0CHCANDY2)', from: 12, to: 33 }, { field: 'CHOCO BOX (B0CHCHOCO4)', from: 10, to: 9 }] }),
        JSON.stringify({ changes: [{ field: 'products.partyMix.asin', from: null, to: 'B0CHPARTY1' }] }),
      ],
    );

    await migrate(drizzle(pool), { migrationsFolder });

    const { rows: products } = await pool.query(`select key, product_name, available_quantity, last_updated from inventory_products order by sort_order`);
    expect(products.map((row) => [row.key, row.product_name, row.available_quantity])).toEqual([
      ['partyMix', 'PARTY MIX', 15],
      ['candyMix', 'CANDY MIX', 33],
      ['spicyMix', 'SPICY MIX', 10],
      ['chocoBox', 'CHOCO BOX', 10],
    ]);
    expect((products[1].last_updated as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');

    const { rows: entries } = await pool.query(`select action, details from audit_log order by id`);
    expect(entries).toEqual([
      { action: 'inventory.update', details: { changes: [{ field: 'CANDY MIX', from: 12, to: 33 }, { field: 'CHOCO BOX', from: 10, to: 9 }] } },
      // Only inventory entries are rewritten: what an admin typed elsewhere stays as typed.
      { action: 'settings.update', details: { changes: [{ field: 'products.partyMix.asin', from: null, to: 'B0CHPARTY1' }] } },
    ]);

    // Only the four boxes can be stored.
    await expect(pool.query(`insert into inventory_products (key, product_name, available_quantity) values ('B0CHPARTY1', 'X', 1)`)).rejects.toThrow(/inventory_products_key_check/);
  });
});
