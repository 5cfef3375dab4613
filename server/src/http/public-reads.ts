import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import accepts from 'accepts';
import etag from 'etag';
import { Router, type RequestHandler } from 'express';
import fresh from 'fresh';
import type { Logger } from '../lib/logger';
import { logWhenClosed } from './request-log';

/** Below this size gzip saves less than it costs (the compression middleware's default). */
const GZIP_THRESHOLD_BYTES = 1024;

interface PublicReadDefinition<T> {
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

function represent(json: string, compress: boolean): Representation {
  const body = Buffer.from(json);
  const gzip = compress && body.length >= GZIP_THRESHOLD_BYTES ? gzipSync(body) : undefined;
  // The weak ETag Express gives a body, from the same library.
  return { body, gzip, etag: etag(body, { weak: true }) };
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

function respond(req: IncomingMessage, res: ServerResponse, read: PublicRead, representation: Representation, baseHeaders: Record<string, string>) {
  const headers: Record<string, string | number> = {
    ...baseHeaders,
    'Cache-Control': read.cacheControl,
    'Content-Type': 'application/json; charset=utf-8',
    ETag: representation.etag,
  };
  if (read.compress) headers.Vary = 'Accept-Encoding';
  // Express's conditional GET rules (RFC 9110), from the same library: a matching
  // If-None-Match is a 304, unless the client asks for no-cache.
  if (fresh(req.headers, { etag: representation.etag })) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzipped = representation.gzip && accepts(req).encoding(['identity', 'gzip']) === 'gzip';
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
