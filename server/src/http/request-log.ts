import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger';

/** Answers whose request line leaves the client's address out (see keepAddressOutOfLog). */
const withoutAddress = new WeakSet<ServerResponse>();

/** Leaves the client's address out of this request's log line: the route promised visitors not to keep it. */
export const keepAddressOutOfLog = (res: ServerResponse) => void withoutAddress.add(res);

/**
 * Logs one line once `res` is answered (or the client gave up): method, path, status and
 * time, at `level`; a 5xx at error level. `path` comes without its query string, which can
 * carry tokens (unsubscribe, invitations) and searched e-mails.
 */
export function logWhenClosed(
  logger: Logger,
  level: 'info' | 'debug',
  request: { method?: string; path: string; ip?: string },
  res: ServerResponse,
  started = performance.now(),
) {
  res.once('close', () => {
    const status = res.statusCode;
    const lineLevel = status >= 500 ? 'error' : !res.writableFinished ? 'warn' : level;
    if (!logger.isLevelEnabled(lineLevel)) return;
    const ip = withoutAddress.has(res) ? undefined : request.ip;
    const line = { method: request.method, path: request.path, status, ms: Math.round((performance.now() - started) * 10) / 10, ip };
    logger[lineLevel](line, res.writableFinished ? 'request' : 'request aborted by the client');
  });
}

/**
 * One log line per /api request (see logWhenClosed): pino-http would build a child logger and
 * serialise every header for every request. The error handler logs the error itself, with its
 * stack, next to this line.
 */
export function requestLog(logger: Logger, level: 'info' | 'debug'): RequestHandler {
  // A request line holds only the method, the path without its query, the status, the time and
  // the address: nothing the logger's redaction looks for, so its lines skip that scan.
  const lines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    logWhenClosed(lines, level, { method: req.method, path: req.originalUrl.split('?')[0], ip: req.ip }, res);
    next();
  };
}
