import type { RequestHandler } from 'express';
import { badRequest } from '../lib/errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Invalid request: text must not contain the NUL character (U+0000) or an unpaired surrogate';

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** True when a string, key or nested value holds U+0000 or is not well-formed UTF-16. Iterative: a deeply nested body cannot overflow the stack. */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!storable(current)) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!storable(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, nor a lone surrogate such as "\ud800" (valid
 * JSON, but no UTF-8 can encode it; the insert fails with SQLSTATE 22021/22P05), and no field
 * of this API has a use for them: a body or query carrying one is refused here,
 * once, instead of failing deep inside whichever route stores it.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  next(containsUnstorableText(req.body) || containsUnstorableText(req.query) ? badRequest(UNSTORABLE_TEXT_MESSAGE) : undefined);
};
