import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Request } from 'express';
import type pg from 'pg';

/**
 * express-rate-limit store on the application's own PostgreSQL pool (table rate_limits,
 * created by a migration), so every server instance shares the counts. Fixed windows: the
 * first hit of a key opens a window of `windowMs`; an expired window restarts at 1.
 */
export class PostgresRateLimitStore implements Store {
  prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly pool: pg.Pool,
    name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      'select hits, reset_at from rate_limits where key = $1 and reset_at > now()',
      [this.prefix + key],
    );
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `insert into rate_limits (key, hits, reset_at)
         values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    // Expired windows are dead rows; sweep them now and then instead of on a timer.
    if (Math.random() < 0.01) {
      void this.pool.query("delete from rate_limits where reset_at < now() - interval '1 hour'").catch(() => undefined);
    }
    return { totalHits: rows[0].hits, resetTime: rows[0].reset_at };
  }

  async decrement(key: string) {
    await this.pool.query('update rate_limits set hits = greatest(hits - 1, 0) where key = $1', [this.prefix + key]);
  }

  async resetKey(key: string) {
    await this.pool.query('delete from rate_limits where key = $1', [this.prefix + key]);
  }
}

export interface LimiterOptions {
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
