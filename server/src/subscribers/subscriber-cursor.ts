import type { SubscriberSort } from '@shared/subscribers';
import { badRequest } from '../lib/errors';

/**
 * Where a page starts or ends in the list's order: the row's sort value (its sign-up time to
 * the microsecond, as ISO text, or its lower-cased e-mail) and its id. Handed to the browser
 * as opaque base64url text and read back from `after` / `before`.
 */
export interface Cursor {
  sort: SubscriberSort;
  value: string;
  id: number;
}

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const ISO_MICROSECONDS = /^(19|2\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant PostgreSQL reads back exactly (no 31 February, no hour 24). */
function isTimestamp(value: string) {
  if (!ISO_MICROSECONDS.test(value)) return false;
  const parsed = Date.parse(value);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 19) === value.slice(0, 19);
}

/** The cursor in `text` for a list sorted by `sort`; a cursor of another order or a forged one answers 400. */
export function decodeCursor(text: string, sort: SubscriberSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const [cursorSort, value, id] = parsed as unknown[];
    // Text PostgreSQL can store (no NUL, no lone surrogate): anything else would fail the query.
    const storable = typeof value === 'string' && !value.includes('\u0000') && !LONE_SURROGATE.test(value);
    const valueFits = storable && (sort === 'email' ? value.length <= 254 : isTimestamp(value));
    if (cursorSort === sort && valueFits && Number.isSafeInteger(id) && (id as number) > 0) return { sort, value: value as string, id: id as number };
  }
  throw badRequest('La posición de la página no es válida; vuelve a la primera página');
}
