import type { RequestHandler } from 'express';
import { badRequest } from './errors';

export const NUL_CHARACTER_MESSAGE = 'Invalid request: text must not contain the NUL character (U+0000)';

/** True when a string, key or nested value holds U+0000. Iterative: a deeply nested body cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000 (the insert fails with SQLSTATE 22021/22P05),
 * and no field of this API has a use for it: a body or query carrying one is refused here,
 * once, instead of failing deep inside whichever route stores it.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) || containsNul(req.query) ? badRequest(NUL_CHARACTER_MESSAGE) : undefined);
};
