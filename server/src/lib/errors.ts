/**
 * An error a service throws for the visitor to see: its status and message are the answer
 * (the error handler in http/errors.ts turns it into `{ message, ...body }`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'No autenticado') => new ApiError(401, message);
export const forbidden = (message = 'No permitido') => new ApiError(403, message);
export const notFound = (message = 'No encontrado') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

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
