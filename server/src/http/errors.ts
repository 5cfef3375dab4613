import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { $ZodError } from 'zod/v4/core';
import { ApiError, isUnavailableError } from '../lib/errors';
import type { Logger } from '../lib/logger';

function describeZodError(error: $ZodError) {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return `Invalid request: ${where}${first.message}`;
}

/** The answer to a body that is not strict JSON (an object or an array). */
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';

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
    const reply = (status: number, body: Record<string, unknown>) => void res.status(status).json(body);

    if (error instanceof ApiError) return reply(error.status, { ...error.body, message: error.message });
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
        return reply(400, { message: MALFORMED_JSON_MESSAGE });
      case 'entity.too.large':
        return reply(413, { message: 'Request body too large' });
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return reply(415, { message: 'Unsupported content encoding' });
    }
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
