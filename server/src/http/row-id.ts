import * as z from 'zod/mini';

/**
 * The id of a row in a path (`/…/:id`): plain decimal digits, 1 up to `max`. Coercing with
 * Number() would also take ' 1', '1e3', '0x10' or '1.0' and act on a row nobody named.
 */
export const rowIdSchema = (max = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'must be a positive whole number')),
    z.transform((digits) => Number(digits)),
  ).check(z.refine((id) => id <= max, `must be at most ${max}`));

/** Largest value of a PostgreSQL `serial` (int4) column. */
export const SERIAL_MAX = 2 ** 31 - 1;
