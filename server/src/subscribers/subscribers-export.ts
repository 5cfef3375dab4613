import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { desc } from 'drizzle-orm';
import QueryStream from 'pg-query-stream';
import type pg from 'pg';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';

/** Rows fetched per round trip: large enough to be fast, small enough to keep memory flat. */
const BATCH_SIZE = 1_000;

export const CSV_COLUMNS = ['email', 'subscribed_at', 'source', 'status', 'consent'] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return before one) gets a
 * leading apostrophe, so it shows as text (OWASP "CSV injection").
 */
export function neutraliseCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

interface ExportRow {
  email: string;
  subscribed_at: Date;
  source: string;
  status: 'pending' | 'confirmed';
  is_active: boolean;
  accepts_emails: boolean;
  consent_at: Date | null;
  language: string;
}

function toCsvRecord(row: ExportRow) {
  const status = row.is_active ? row.status : 'unsubscribed';
  // 'yes <when> <language of the form>' (or 'no'): what was agreed to, when, and in which language.
  const consent = row.accepts_emails ? ['yes', row.consent_at?.toISOString(), row.consent_at && row.language].filter(Boolean).join(' ') : 'no';
  return [row.email, row.subscribed_at.toISOString(), row.source, status, consent].map(neutraliseCell);
}

/** The export's query, newest first: drizzle writes it, a cursor streams it. */
function exportQuery(db: Db) {
  const t = vipSubscribers;
  return db
    .select({
      email: t.email,
      subscribed_at: t.subscribedAt,
      source: t.source,
      status: t.status,
      is_active: t.isActive,
      accepts_emails: t.acceptsEmails,
      consent_at: t.consentAt,
      language: t.language,
    })
    .from(t)
    .orderBy(desc(t.subscribedAt), desc(t.id))
    .toSQL();
}

/**
 * Streams every subscriber as CSV into `output` with a server-side cursor: memory stays flat
 * whatever the list's size, and a client that goes away stops the query.
 */
export async function streamSubscribersCsv(pool: pg.Pool, db: Db, output: Writable) {
  const { sql: text, params } = exportQuery(db);
  const client = await pool.connect();
  let broken = false;
  try {
    // One consistent snapshot, and no per-statement timeout: a million rows take seconds.
    await client.query('begin isolation level repeatable read read only');
    await client.query('set local statement_timeout = 0');
    const rows = client.query(new QueryStream(text, params, { batchSize: BATCH_SIZE }));
    const records = new Transform({
      objectMode: true,
      transform(row: ExportRow, _encoding, done) {
        done(null, toCsvRecord(row));
      },
    });
    // The BOM makes spreadsheet programs read the e-mails' accents as UTF-8.
    await pipeline(rows, records, stringify({ header: true, columns: [...CSV_COLUMNS], bom: true }), output);
    await client.query('commit');
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection left mid-cursor is closed instead of going back to the pool.
    client.release(broken);
  }
}
