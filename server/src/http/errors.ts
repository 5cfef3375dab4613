import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { $ZodError } from 'zod/v4/core';
import type { Logger } from '../lib/logger';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'No autenticado') => new HttpError(401, message);
export const forbidden = (message = 'No permitido') => new HttpError(403, message);
export const notFound = (message = 'No encontrado') => new HttpError(404, message);
export const conflict = (message: string, body?: Record<string, unknown>) => new HttpError(409, message, body);
export const serviceUnavailable = (message = 'Service temporarily unavailable. Please try again in a moment.') =>
  new HttpError(503, message);

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown).
const UNAVAILABLE_SQLSTATE = /^(08|57P)/;
const CONNECTION_MESSAGES = /Connection terminated|connection error|timeout exceeded when trying to connect|Connection refused|not queryable/i;

/** True for a database or storage that is down or restarting, however deeply wrapped. */
export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && (CONNECTION_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code))) {
      return true;
    }
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message)) return true;
    if (candidate.name === 'TimeoutError') return true;
    current = candidate.cause;
  }
  return false;
}

function describeZodError(error: $ZodError) {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return `Invalid request: ${where}${first.message}`;
}

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Express 5 answer for /api paths no route matched. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Not found: ${req.method} ${req.baseUrl}${req.path}` });
};

/** The one place errors become responses: always `{ message, issues? }`, never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const reply = (status: number, body: Record<string, unknown>) => res.status(status).json(body);

    if (error instanceof HttpError) return reply(error.status, { ...error.body, message: error.message });
    // Both zod and zod/mini errors (shared/ schemas use zod/mini) are $ZodError.
    if (error instanceof $ZodError) {
      return reply(400, {
        message: describeZodError(error),
        issues: error.issues.map(({ path, message, code }) => ({ path, message, code })),
      });
    }
    const parserError = error as BodyParserError;
    switch (parserError.type) {
      case 'entity.parse.failed':
        return reply(400, { message: 'Malformed JSON body' });
      case 'entity.too.large':
        return reply(413, { message: 'Request body too large' });
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return reply(415, { message: 'Unsupported content encoding' });
    }
    if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') return reply(413, { message: 'File too large' });
    if (isUnavailableError(error)) {
      logger.warn({ err: error, path: req.path }, 'dependency unavailable');
      res.setHeader('Retry-After', '5');
      return reply(503, { message: 'Service temporarily unavailable. Please try again in a moment.' });
    }
    // The router's own refusals, e.g. a path segment that is not valid percent-encoding.
    if (error instanceof URIError) return reply(400, { message: 'Malformed URL: invalid percent-encoding' });
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      return reply(parserError.status, { message: parserError.expose ? (error as Error).message : (STATUS_CODES[parserError.status] ?? 'Bad request') });
    }
    logger.error({ err: error, path: req.path, method: req.method }, 'unexpected error');
    return reply(500, { message: 'Internal server error' });
  };
}
