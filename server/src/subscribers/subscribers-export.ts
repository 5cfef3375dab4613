import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

const CSV_COLUMNS = ['email', 'language', 'source', 'status', 'confirmed', 'subscribed_at', 'consent'];

/** One subscriber as the export's query reads it. */
interface ExportRow {
  email: string;
  subscribed_at: Date;
  source: string;
  status: 'pending' | 'confirmed';
  is_active: boolean;
  accepts_emails: boolean;
  consent_at: Date | null;
  confirmed_at: Date | null;
  language: string;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return before one) gets a
 * leading apostrophe, so it shows as text (OWASP "CSV injection").
 */
export function neutraliseCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** 'yes <when>' (or 'yes' when the time is unknown) or 'no'. */
const yesWhen = (yes: boolean, when: Date | null) => (yes ? ['yes', when?.toISOString()].filter(Boolean).join(' ') : 'no');

function toCsvRecord(row: ExportRow) {
  return [
    row.email,
    row.language,
    row.source,
    row.is_active ? 'active' : 'inactive',
    yesWhen(row.status === 'confirmed', row.confirmed_at),
    row.subscribed_at.toISOString(),
    // What was agreed to and when (in the language of the `language` column).
    yesWhen(row.accepts_emails, row.consent_at),
  ].map(neutraliseCell);
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
