import { gzipSync } from 'node:zlib';
import etag from 'etag';
import type { RequestHandler } from 'express';

/** Below this size gzip saves less than it costs (the compression middleware's default). */
const GZIP_THRESHOLD_BYTES = 1024;

/**
 * How long browsers and shared caches (the deploy guide's proxy, a CDN) may keep each public
 * read (docs/deploy.md#caching): browsers revalidate the config and the total on every use, so
 * a saved setting or stock count shows at once, while a shared cache answers them for a few
 * seconds and serves a stale copy while it revalidates.
 */
export const PUBLIC_READ_CACHE = {
  config: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  inventoryTotal: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  content: 'public, max-age=30, s-maxage=5, stale-while-revalidate=30',
  legalPage: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  faq: 'public, max-age=30, s-maxage=5, stale-while-revalidate=30',
} as const;

interface Representation {
  /** A string, which Node writes in one piece with the headers. */
  json: string;
  etag: string;
  gzip?: { body: Buffer; etag: string };
}

function represent(value: object): Representation {
  const json = JSON.stringify(value);
  // Strong ETags: each encoding is a representation of its own, with an ETag of its own.
  const gzip = Buffer.byteLength(json) >= GZIP_THRESHOLD_BYTES ? gzipSync(json) : undefined;
  return { json, etag: etag(json), gzip: gzip && { body: gzip, etag: etag(gzip) } };
}

/**
 * A GET answered the way caches understand (RFC 9111): a strong ETag, 304 on a matching
 * If-None-Match, and `cacheControl`. `load` answers the same object while the value is
 * unchanged (the services keep it a moment): it is serialised, gzipped and hashed once per
 * object, not per request.
 */
export function publicRead(load: () => Promise<object>, cacheControl: string): RequestHandler {
  const representations = new WeakMap<object, Representation>();
  return async (req, res) => {
    const value = await load();
    let representation = representations.get(value);
    if (!representation) {
      representation = represent(value);
      representations.set(value, representation);
    }
    const gzipped = representation.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip' ? representation.gzip : undefined;
    res.set({ 'Cache-Control': cacheControl, 'Content-Type': 'application/json; charset=utf-8', ETag: gzipped?.etag ?? representation.etag });
    if (representation.gzip) res.vary('Accept-Encoding');
    if (req.fresh) return void res.status(304).end();
    if (gzipped) res.set('Content-Encoding', 'gzip');
    res.send(gzipped?.body ?? representation.json);
  };
}
