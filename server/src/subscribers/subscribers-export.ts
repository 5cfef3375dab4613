import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

const CSV_COLUMNS = ['email', 'subscribed_at', 'source', 'status', 'consent'];

/** One subscriber as the export's query reads it. */
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

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return before one) gets a
 * leading apostrophe, so it shows as text (OWASP "CSV injection").
 */
export function neutraliseCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCsvRecord(row: ExportRow) {
  const status = row.is_active ? row.status : 'unsubscribed';
  // 'yes <when> <language of the form>' (or 'no'): what was agreed to, when, and in which language.
  const consent = row.accepts_emails ? ['yes', row.consent_at?.toISOString(), row.consent_at && row.language].filter(Boolean).join(' ') : 'no';
  return [row.email, row.subscribed_at.toISOString(), row.source, status, consent].map(neutraliseCell);
}

/** Writes `rows` (a stream of ExportRow) into `output` as the CSV file staff download. */
export function writeSubscribersCsv(rows: Readable, output: Writable) {
  const records = new Transform({
    objectMode: true,
    transform(row: ExportRow, _encoding, done) {
      done(null, toCsvRecord(row));
    },
  });
  // The BOM makes spreadsheet programs read the e-mails' accents as UTF-8.
  return pipeline(rows, records, stringify({ header: true, columns: CSV_COLUMNS, bom: true }), output);
}
