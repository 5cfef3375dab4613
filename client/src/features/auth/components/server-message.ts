import { ApiError } from '@/lib/api-client';

/** The server's `{ message }` of a failed call, else the screen's own fallback text. */
export const serverMessageOr = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;
