import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request } from 'express';
import { badRequest } from '../lib/errors';
import { MALFORMED_JSON_MESSAGE } from './errors';
import type { PlainErrorHandler, PlainHandler } from './plain-response';

/** The `Content-Type`s read here: JSON in UTF-8 or with no charset, which express.json reads the same way. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Strict JSON, express.json's default: the body is an object or an array. */
const STRICT_START = /^[ \t\n\r]*[[{]/;

/** Drops a byte-order mark and replaces invalid bytes with U+FFFD, as express.json's decoding does. */
const utf8 = new TextDecoder();

/**
 * Whether the body can be read here exactly as express.json would: plain JSON in UTF-8, not
 * compressed, its length announced and within the limit. Anything else (chunked, gzipped,
 * another charset, too large, empty) goes to Express, whose parser answers it.
 */
function readableHere(req: IncomingMessage, limitBytes: number) {
  const headers = req.headers;
  const length = headers['content-length'];
  const encoding = headers['content-encoding'];
  return (
    headers['content-type'] !== undefined &&
    PLAIN_JSON.test(headers['content-type']) &&
    headers['transfer-encoding'] === undefined &&
    (encoding === undefined || encoding.toLowerCase() === 'identity') &&
    length !== undefined &&
    /^\d{1,9}$/.test(length) &&
    Number(length) > 0 &&
    Number(length) <= limitBytes
  );
}

/**
 * Reads `stream`'s body into `req.body`, or fails with a 400 `Malformed JSON body` (the error
 * handler's answer to express.json's parse error).
 */
const readJsonBody = (stream: IncomingMessage): PlainHandler => (req, _res, next) => {
  const chunks: Buffer[] = [];
  let settled = false;
  const settle = (error?: unknown) => {
    if (settled) return;
    settled = true;
    next(error);
  };
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  // The client went away mid-body: nobody reads the answer, the log line says it was aborted.
  stream.on('error', () => settle(badRequest('Request aborted')));
  stream.on('end', () => {
    const text = utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    let body: unknown;
    try {
      body = STRICT_START.test(text) ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (body === undefined) return settle(badRequest(MALFORMED_JSON_MESSAGE));
    req.body = body;
    settle();
  });
};

/** Runs `handlers` in order as Express would (an error or a rejected promise skips to `onError`). */
function run(handlers: PlainHandler[], onError: PlainErrorHandler, req: Request, res: ServerResponse) {
  let index = 0;
  const next = (error?: unknown) => {
    if (error !== undefined && error !== null) {
      // After the headers went out the error handler hands the error back: the connection is cut, as Express does.
      onError(error, req, res, () => res.destroy());
      return;
    }
    const handler = handlers[index++];
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) result.catch(next);
    } catch (caught) {
      next(caught);
    }
  };
  next();
}

export interface FastJsonPost {
  /**
   * Node's request listener calls this before Express: a POST of `path` (no query string)
   * whose body can be read here is answered and true returned; anything else returns false
   * and goes to Express untouched.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * What the handlers see of the request: Express's request getters (`ip`, `protocol`, `host`,
 * `get`, `acceptsLanguages`, `query`, with the app's trust-proxy setting) over the request's
 * headers, address and URL. Express itself swaps the prototypes of Node's request and
 * response instead, which left every later property access on them slow: a third of a
 * sign-up's CPU (docs/decisions/0067-vip-sign-up-before-express.md).
 */
function requestView(app: Express, req: IncomingMessage, res: ServerResponse): Request {
  const view = Object.create(app.request) as Request;
  view.headers = req.headers;
  view.method = req.method!;
  view.url = req.url!;
  view.originalUrl = req.url!;
  view.socket = req.socket;
  view.res = res as Request['res'];
  return view;
}

/**
 * A JSON POST that a rush sends by the thousand (the VIP sign-up), answered without Express's
 * router stack, body parser and response wrapper, which cost most of each such request's CPU
 * (docs/decisions/0067-vip-sign-up-before-express.md). It runs the same handlers as the
 * Express route, which answer through Node's response API (PlainHandler): `beforeBody`
 * (headers, log line, origin check), the body read here, then `afterBody`; errors go to the
 * same error handler.
 */
export function createFastJsonPost(options: {
  app: Express;
  path: string;
  limitBytes: number;
  beforeBody: PlainHandler[];
  afterBody: PlainHandler[];
  onError: PlainErrorHandler;
}): FastJsonPost {
  return {
    answer(req, res) {
      if (req.method !== 'POST' || req.url !== options.path || !readableHere(req, options.limitBytes)) return false;
      const handlers = [...options.beforeBody, readJsonBody(req), ...options.afterBody];
      run(handlers, options.onError, requestView(options.app, req, res), res);
      return true;
    },
  };
}
