import { ApiError } from './api-client';

/** The server's `{ message }` of a failed call, else the screen's own fallback. */
export const serverMessageOr = <T,>(error: unknown, fallback: T): string | T => (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * A rate limit's `{ message }` (it says, in the visitor's language, when to try again), else
 * the screen's own fallback: other failures never show the server's words to visitors.
 */
export const rateLimitMessageOr = <T,>(error: unknown, fallback: T): string | T =>
  (error instanceof ApiError && error.status === 429 && error.serverMessage) || fallback;
