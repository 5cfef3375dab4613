import type { ServerResponse } from 'node:http';
import type { NextFunction, Request } from 'express';

/**
 * A handler that answers through Node's own response API (no `res.status`, `res.json`,
 * `res.append`...), so that the listener's fast path can run it on a plain response as well as
 * Express on its own (docs/decisions/0067-vip-sign-up-before-express.md).
 */
export type PlainHandler = (req: Request, res: ServerResponse, next: NextFunction) => unknown;

/** An error handler of the same kind (see PlainHandler). */
export type PlainErrorHandler = (error: unknown, req: Request, res: ServerResponse, next: NextFunction) => unknown;

/**
 * Answers `body` as JSON with `status` and the Content-Type Express's `res.json` sets, without
 * the ETag it adds (no client of an API answer uses it: they are all no-store) and without
 * Express's response wrapper.
 */
export function answerJson(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
