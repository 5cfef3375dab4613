import { CsvError, parse } from 'csv-parse/sync';
import type { Language } from '@shared/languages';
import { SUBSCRIBER_IMPORT_MAX_INVALID, SUBSCRIBER_IMPORT_MAX_ROWS } from '@shared/subscribers';
import { vipEmailSchema, vipSourceSchema } from '@shared/vip';
import { ApiError, badRequest } from '../lib/errors';

/** The source of an imported person when the file names none. */
export const IMPORT_SOURCE = 'import';

export interface ImportRow {
  email: string;
  language: Language;
  source: string;
}

export interface ParsedImport {
  rows: ImportRow[];
  /** Lines repeating an address an earlier line of the file already has (any letter case). */
  repeated: number;
  invalid: Array<{ line: number; message: string }>;
}

const number = (value: number) => value.toLocaleString('es-ES');

/** The file's bytes as text; a file saved in another encoding than UTF-8 is refused, not garbled. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» e inténtalo de nuevo.');
  }
  if (text.includes('\u0000')) throw badRequest('El archivo no es un CSV de texto.');
  return text;
}

/** Spanish spreadsheets save CSV with semicolons: the header line says which one the file uses. */
function delimiterOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/** What a broken CSV (one that cannot be read line by line) reads as for staff. */
function malformed(error: CsvError): ApiError {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` (línea ${number(line)})` : '';
  const why =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'unas comillas se abren y no se cierran'
      : error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
        ? 'hay texto pegado a unas comillas de cierre'
        : 'no se puede leer como CSV';
  return badRequest(`El archivo no es un CSV válido${where}: ${why}. No se importó nada.`);
}

interface Record {
  record: string[];
  info: { lines: number };
}

function readRecords(text: string): Record[] {
  try {
    // One record more than allowed (header + rows + 1) tells a file that is too long.
    return parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true, to: SUBSCRIBER_IMPORT_MAX_ROWS + 2 }) as unknown as Record[];
  } catch (error) {
    if (error instanceof CsvError) throw malformed(error);
    throw error;
  }
}

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

/**
 * Reads an import file (docs/product.md#subscribers): a header line naming the columns (email,
 * and optionally language and source, in any order and letter case; others are ignored), then
 * one person per line. Bad lines are reported by number and left out; a file that is not CSV,
 * has no email column, too many lines or too many bad ones is refused whole.
 */
export function parseImportCsv(text: string): ParsedImport {
  if (!text.replace(/^\uFEFF/, '').trim()) throw badRequest('El archivo está vacío.');
  const records = readRecords(text);
  const [header, ...lines] = records;
  const names = header.record.map((name) => name.toLowerCase());
  const column = { email: names.indexOf('email'), language: names.indexOf('language'), source: names.indexOf('source') };
  if (column.email < 0) throw badRequest('La primera línea debe nombrar las columnas, y una de ellas debe llamarse email.');
  if (!lines.length) throw badRequest('El archivo solo tiene la línea de los nombres de columna: no hay nadie que importar.');
  if (lines.length > SUBSCRIBER_IMPORT_MAX_ROWS) {
    throw new ApiError(413, `El archivo tiene más de ${number(SUBSCRIBER_IMPORT_MAX_ROWS)} líneas. Divídelo en varios archivos.`);
  }

  const seen = new Set<string>();
  const rows: ImportRow[] = [];
  const invalid: ParsedImport['invalid'] = [];
  let repeated = 0;
  for (const { record, info } of lines) {
    const line = info.lines;
    const cell = (index: number) => (index >= 0 ? (record[index] ?? '') : '');
    if (record.length > header.record.length) {
      invalid.push({ line, message: `Tiene ${record.length} columnas y la primera línea nombra ${header.record.length} (¿una coma sin comillas?)` });
      continue;
    }
    const problems: string[] = [];
    const email = vipEmailSchema.safeParse(cell(column.email));
    if (!cell(column.email)) problems.push('Falta el email');
    else if (!email.success) problems.push(`El email «${shown(cell(column.email))}» no es válido`);
    const language = cell(column.language).toLowerCase() || 'es';
    if (language !== 'es' && language !== 'en') problems.push(`El idioma «${shown(cell(column.language))}» no es válido: usa es o en`);
    const source = vipSourceSchema.safeParse(cell(column.source) || IMPORT_SOURCE);
    if (!source.success) problems.push(`La fuente «${shown(cell(column.source))}» no es válida: solo letras sin acento, números, - y _ (hasta 40)`);
    if (problems.length || !email.success || !source.success || (language !== 'es' && language !== 'en')) {
      invalid.push({ line, message: problems.join('; ') });
      continue;
    }
    const key = email.data.toLowerCase();
    if (seen.has(key)) {
      repeated++;
      continue;
    }
    seen.add(key);
    rows.push({ email: email.data, language, source: source.data });
  }
  if (invalid.length > SUBSCRIBER_IMPORT_MAX_INVALID) {
    const [first] = invalid;
    throw badRequest(
      `Más de ${number(SUBSCRIBER_IMPORT_MAX_INVALID)} líneas no son válidas (la primera, la línea ${number(first.line)}: ${first.message}). ¿Es el archivo correcto? No se importó nada.`,
    );
  }
  return { rows, repeated, invalid };
}
