import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger';

/**
 * One log line per /api request once it is answered (or the client gave up): method, path,
 * status and time, at `level`; a 5xx at error level. The path is logged without its query
 * string, which can carry tokens (unsubscribe, invitations) and searched e-mails. It costs a
 * tenth of pino-http, which built a child logger and serialised every header for every
 * request; the error handler logs the error itself, with its stack, next to this line.
 */
export function requestLog(logger: Logger, level: 'info' | 'debug'): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      const status = res.statusCode;
      const lineLevel = status >= 500 ? 'error' : !res.writableFinished ? 'warn' : level;
      if (!logger.isLevelEnabled(lineLevel)) return;
      const line = { method: req.method, path: req.originalUrl.split('?')[0], status, ms: Math.round((performance.now() - started) * 10) / 10, ip: req.ip };
      logger[lineLevel](line, res.writableFinished ? 'request' : 'request aborted by the client');
    });
    next();
  };
}
