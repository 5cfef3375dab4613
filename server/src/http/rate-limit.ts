import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type pg from 'pg';
import { rateLimitCounts } from '../db/rate-limits';

interface LimiterOptions {
  /** Unique per limiter; prefixes the stored keys (letters, digits, '-' and '_'). */
  name: string;
  windowMs: number;
  limit: number;
  /** The answer's message, e.g. in the visitor's language. */
  message: (req: Request) => string;
  /** Defaults to the client address (an IPv6 address by its /56 network); e.g. an e-mail or a chat session id. */
  key?: (req: Request) => string;
  /**
   * Counts each distinct value once per key and window (e.g. the e-mail of a sign-up, so that
   * repeats of one address do not count); a repeat is judged like its first request.
   */
  distinct?: (req: Request) => string;
  /** Takes back the hit of a request answered below 400 (sign-in counts only failures). */
  skipSuccessfulRequests?: boolean;
  /**
   * Over the limit the request goes on instead of 429, marked (isOverRateLimit): for an answer
   * that must not fail, such as a buy link, whose counting alone is limited.
   */
  overLimit?: 'refuse' | 'mark';
}

interface LimiterLocals {
  rateLimitHits?: Record<string, number>;
  overRateLimit?: Record<string, boolean>;
}

/** How many requests the limiter `name` has counted for this one's key, this one included (undefined when it did not run). */
export const rateLimitHits = (res: Response, name: string) => (res.locals as LimiterLocals).rateLimitHits?.[name];

/** Whether the limiter `name` (with `overLimit: 'mark'`) found this request over its limit. */
export const isOverRateLimit = (res: Response, name: string) => (res.locals as LimiterLocals).overRateLimit?.[name] === true;

/**
 * A rate limiter answering 429 `{message}` with `Retry-After`, counting in PostgreSQL
 * (docs/decisions/0009-postgres-rate-limits.md). The hits of concurrent requests are counted
 * together in one statement (docs/decisions/0009-postgres-rate-limits.md).
 */
export function createRateLimiter(pool: pg.Pool, options: LimiterOptions): RequestHandler {
  if (!/^[\w-]+$/.test(options.name)) throw new Error(`rate limiter name "${options.name}" must be letters, digits, '-' or '_'`);
  const counts = rateLimitCounts(pool);
  const windowSeconds = Math.ceil(options.windowMs / 1000);
  const keyOf = options.key ?? ((req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? ''));

  return async (req, res, next) => {
    try {
      const key = `${options.name}:${keyOf(req)}`;
      const { hits, resetAt } = await counts.hit(key, options.windowMs, options.distinct?.(req));
      const resetSeconds = Math.max(0, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      (res.locals as LimiterLocals).rateLimitHits = { ...(res.locals as LimiterLocals).rateLimitHits, [options.name]: hits };
      // The IETF RateLimit header fields (draft 8), as express-rate-limit writes them.
      res.append('RateLimit-Policy', `"${options.name}"; q=${options.limit}; w=${windowSeconds}`);
      res.append('RateLimit', `"${options.name}"; r=${Math.max(options.limit - hits, 0)}; t=${resetSeconds}`);
      if (hits > options.limit && options.overLimit === 'mark') {
        (res.locals as LimiterLocals).overRateLimit = { ...(res.locals as LimiterLocals).overRateLimit, [options.name]: true };
      } else if (hits > options.limit) {
        res.set('Retry-After', String(resetSeconds)).status(429).json({ message: options.message(req) });
        return;
      }
      if (options.skipSuccessfulRequests) {
        res.once('finish', () => {
          if (res.statusCode < 400) void counts.decrement(key).catch(() => undefined);
        });
      }
      next();
    } catch (error) {
      // A database outage surfaces as the usual 503 from the error handler.
      next(error);
    }
  };
}

/** The visitor's language from an explicit field, the lang cookie or Accept-Language. */
export function requestLanguage(req: Request): 'es' | 'en' {
  const explicit = (req.body as { language?: unknown } | undefined)?.language ?? req.query.lang;
  if (explicit === 'en' || explicit === 'es') return explicit;
  const cookie = /(?:^|;\s*)lang=(es|en)\b/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie === 'es' || cookie === 'en') return cookie;
  return req.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es';
}
