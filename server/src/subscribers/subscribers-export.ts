import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { subscriberState, type Suppression } from '@shared/subscribers';
import { neutraliseCell } from '../lib/csv-cell';

const CSV_COLUMNS = ['email', 'language', 'source', 'status', 'confirmed', 'subscribed_at', 'consent', 'state', 'state_at', 'state_reason'];

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
  suppression: Suppression | null;
  state_at: Date;
  state_reason: string | null;
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
    subscriberState({ isActive: row.is_active, status: row.status, suppression: row.suppression }),
    row.state_at.toISOString(),
    row.state_reason ?? '',
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
