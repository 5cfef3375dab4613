import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** The most addresses remembered at once; past it the longest remembered goes first. */
const MAX_ADDRESSES = 10_000;

const messages = {
  es: 'Demasiadas solicitudes no válidas. Inténtalo de nuevo en un minuto.',
  en: 'Too many invalid requests. Please try again in a minute.',
};

interface Count {
  refused: number;
  resetAt: number;
}

/**
 * Counts, per address, the requests refused before any route ran (a malformed, oversized or
 * hostile body, a cross-site write): past `limit` in `windowMs`, the address is answered 429
 * before its body is read. Kept in this instance's memory: what it saves is this instance's CPU.
 */
export function refusedRequestsGuard(options: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const counts = new Map<string, Count>();
  const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');

  /** Before the body is read: a write from an address over its limit goes no further (its reads do). */
  const check: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const count = counts.get(addressOf(req));
    if (!count || count.refused < limit || count.resetAt <= now()) return next();
    const language = req.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es';
    // The unread body is not worth keeping the connection for.
    res.set({ 'Retry-After': String(Math.ceil((count.resetAt - now()) / 1000)), Connection: 'close' });
    res.status(429).json({ message: messages[language] });
  };

  /** After the body checks: a refusal (4xx) counts against its address, then goes on to the error handler. */
  const count: ErrorRequestHandler = (error, req, _res, next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const address = addressOf(req);
      const current = counts.get(address);
      if (current && current.resetAt > now()) current.refused++;
      else {
        counts.delete(address);
        counts.set(address, { refused: 1, resetAt: now() + windowMs });
        // A Map keeps insertion order: the first key is the one remembered longest.
        if (counts.size > MAX_ADDRESSES) counts.delete(counts.keys().next().value!);
      }
    }
    next(error);
  };

  return { check, count };
}
