import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Request } from 'express';
import type pg from 'pg';
import { rateLimitCounts } from '../db/rate-limits';

/**
 * express-rate-limit's store on the application's own PostgreSQL (see db/rate-limits.ts), so
 * every server instance shares the counts.
 */
class PostgresRateLimitStore implements Store {
  prefix: string;
  private windowMs = 60_000;
  private readonly counts: ReturnType<typeof rateLimitCounts>;

  constructor(pool: pg.Pool, name: string) {
    this.prefix = `${name}:`;
    this.counts = rateLimitCounts(pool);
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const current = await this.counts.get(this.prefix + key);
    return current && { totalHits: current.hits, resetTime: current.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const current = await this.counts.increment(this.prefix + key, this.windowMs);
    return { totalHits: current.hits, resetTime: current.resetAt };
  }

  async decrement(key: string) {
    await this.counts.decrement(this.prefix + key);
  }

  async resetKey(key: string) {
    await this.counts.reset(this.prefix + key);
  }
}

interface LimiterOptions {
  /** Unique per limiter; prefixes the stored keys. */
  name: string;
  windowMs: number;
  limit: number;
  /** The answer's message, e.g. in the visitor's language. */
  message: (req: Request) => string;
  /** Defaults to the client IP; e.g. an e-mail or a chat session id. */
  key?: (req: Request) => string;
  skipSuccessfulRequests?: boolean;
}

/** A rate limiter answering 429 `{ message }`, counting in PostgreSQL. */
export function createRateLimiter(pool: pg.Pool, options: LimiterOptions) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new PostgresRateLimitStore(pool, options.name),
    keyGenerator: options.key,
    skipSuccessfulRequests: options.skipSuccessfulRequests,
    // A database outage surfaces as the usual 503 from the error handler.
    passOnStoreError: false,
    validate: { keyGeneratorIpFallback: false },
    handler: (req, res) => {
      res.status(429).json({ message: options.message(req) });
    },
  });
}

/** The visitor's language from an explicit field, the lang cookie or Accept-Language. */
export function requestLanguage(req: Request): 'es' | 'en' {
  const explicit = (req.body as { language?: unknown } | undefined)?.language ?? req.query.lang;
  if (explicit === 'en' || explicit === 'es') return explicit;
  const cookie = /(?:^|;\s*)lang=(es|en)\b/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie === 'es' || cookie === 'en') return cookie;
  return req.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es';
}
