import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Router, type RequestHandler } from 'express';
import type { Logger } from '../lib/logger';
import { logWhenClosed } from './request-log';

/** Below this size gzip saves less than it costs (the compression middleware's default). */
const GZIP_THRESHOLD_BYTES = 1024;

export interface PublicReadDefinition<T> {
  /** Cache-Control of the answer. */
  cacheControl: string;
  /** Large bodies (published content) are sent gzipped to clients that accept it. */
  compress?: boolean;
  /** The body; return the same object while it has not changed (a read cache does). */
  load: () => Promise<T>;
}

interface Representation {
  body: Buffer;
  gzip?: Buffer;
  etag: string;
}

interface PublicRead {
  cacheControl: string;
  compress: boolean;
  current(): Promise<Representation>;
}

/** The weak ETag Express gives a JSON body: W/"<length in hex>-<sha1 in base64, 27 chars>". */
const etagOf = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

function represent(json: string, compress: boolean): Representation {
  const body = Buffer.from(json);
  const gzip = compress && body.length >= GZIP_THRESHOLD_BYTES ? gzipSync(body) : undefined;
  return { body, gzip, etag: etagOf(body) };
}

/** Serialises `load`'s value once per new value, not once per request. */
function memoised<T>(definition: PublicReadDefinition<T>): PublicRead {
  const compress = definition.compress ?? false;
  let last: { value: T; json: string; representation: Representation } | undefined;
  return {
    cacheControl: definition.cacheControl,
    compress,
    async current() {
      const value = await definition.load();
      if (last?.value === value) return last.representation;
      const json = JSON.stringify(value);
      const representation = last?.json === json ? last.representation : represent(json, compress);
      last = { value, json, representation };
      return representation;
    },
  };
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');

/** The conditional GET rules Express applies (RFC 9110): a matching If-None-Match is a 304, unless the client asks for no-cache. */
function isFresh(req: IncomingMessage, etag: string) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(etag));
}

function acceptsGzip(req: IncomingMessage) {
  const accepted = req.headers['accept-encoding'];
  if (!accepted) return false;
  return accepted.split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return !quality || Number(quality.slice(2)) > 0;
  });
}

function respond(req: IncomingMessage, res: ServerResponse, read: PublicRead, representation: Representation, baseHeaders: Record<string, string>) {
  const headers: Record<string, string | number> = {
    ...baseHeaders,
    'Cache-Control': read.cacheControl,
    'Content-Type': 'application/json; charset=utf-8',
    ETag: representation.etag,
  };
  if (read.compress) headers.Vary = 'Accept-Encoding';
  if (isFresh(req, representation.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzipped = representation.gzip && acceptsGzip(req);
  const body = gzipped ? representation.gzip! : representation.body;
  if (gzipped) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface PublicReads {
  /** Declares `GET /api${path}`, a read every visitor's page makes. */
  define<T>(path: string, definition: PublicReadDefinition<T>): void;
  /** The Express routes of every defined read (a request with a query string, or one the fast path handed back). */
  router: Router;
  /**
   * Node's request listener calls this before Express: a GET or HEAD of a defined path with no
   * query string and no body is answered here and true returned; anything else returns false. When a
   * read fails (the database is down and nothing is cached yet), the request goes to
   * `fallback`, the Express app, whose route fails the same way and whose error handler
   * answers it.
   */
  answer(req: IncomingMessage, res: ServerResponse, fallback: (req: IncomingMessage, res: ServerResponse) => void): boolean;
}

/**
 * The small public reads (site config, the urgency bar's total, the published content) are
 * asked for by every page view, so they skip Express's per-request work (its request and
 * response wrappers, the router stack, body parsing, sessions): node's listener answers them
 * from a serialised body kept per value, with the same headers Express would send
 * (`baseHeaders` are the security headers), the same request log line, ETag and 304, and
 * gzip for large bodies.
 */
export function createPublicReads(options: { baseHeaders: Record<string, string>; logger: Logger; logLevel: 'info' | 'debug'; trustProxy: boolean }): PublicReads {
  const reads = new Map<string, PublicRead>();
  const router = Router();

  const clientIp = (req: IncomingMessage) => {
    const forwarded = options.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const last = typeof forwarded === 'string' ? forwarded.split(',').at(-1)!.trim() : '';
    return last || req.socket.remoteAddress;
  };

  return {
    router,
    define(path, definition) {
      const read = memoised(definition);
      reads.set(`/api${path}`, read);
      // Behind Express the security headers are already set on the response.
      const handler: RequestHandler = async (req, res) => respond(req, res, read, await read.current(), {});
      router.get(path, handler);
    },
    answer(req, res, fallback) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      // A GET with a body is unusual enough to get Express's full checks (the body parser refuses a malformed one).
      if ((req.headers['content-length'] ?? '0') !== '0' || req.headers['transfer-encoding'] !== undefined) return false;
      const read = reads.get(req.url ?? '');
      if (!read) return false;
      const started = performance.now();
      read.current().then(
        (representation) => {
          logWhenClosed(options.logger, options.logLevel, { method: req.method, path: req.url!, ip: clientIp(req) }, res, started);
          respond(req, res, read, representation, options.baseHeaders);
        },
        // Express logs this one.
        () => fallback(req, res),
      );
      return true;
    },
  };
}
