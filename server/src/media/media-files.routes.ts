import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { IMMUTABLE_CACHE } from './media-storage';
import type { MediaService } from './media.service';

/** A variant's address: `/media/<uuid>/<width>.<format>`, the S3 key itself. */
const VARIANT_PATH = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{1,5}\.(avif|webp|mp4|jpg)$/;
const SINGLE_RANGE = /^bytes=\d*-\d*$/;

/**
 * The photos and videos staff placed, served from the site's own origin (the page's CSP
 * needs nothing more) with a year's immutable caching: a key's bytes never change
 * (docs/decisions/0076-media-library.md). A CDN in front keeps them; videos answer ranges.
 */
export function mediaFilesRoutes(mediaService: MediaService): Router {
  const router = Router();
  // Newsletters show these pictures (library photos, the boxes' artwork under /images/) from
  // mail clients and from the admin's sandboxed preview, which are other origins: the
  // site-wide same-origin resource policy would blank them.
  router.use('/images', (_req, res, next) => {
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  router.get('/media/{*rest}', async (req, res, next) => {
    if (!VARIANT_PATH.test(req.path)) return next();
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    const range = req.get('range');
    const object = await mediaService.file(req.path.slice(1), range && SINGLE_RANGE.test(range) ? range : undefined);
    if (!object) {
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    if (object.etag && req.get('if-none-match') === object.etag && object.status === 200) {
      object.body.destroy();
      res.status(304).set({ ETag: object.etag, 'Cache-Control': IMMUTABLE_CACHE }).end();
      return;
    }
    res.status(object.status).set({
      'Content-Type': object.contentType,
      'Cache-Control': IMMUTABLE_CACHE,
      'Accept-Ranges': 'bytes',
      ...(object.etag ? { ETag: object.etag } : {}),
      ...(object.contentLength !== undefined ? { 'Content-Length': String(object.contentLength) } : {}),
      ...(object.contentRange ? { 'Content-Range': object.contentRange } : {}),
    });
    // A visitor who leaves mid-download ends the stream; nothing is left to answer.
    await pipeline(object.body, res).catch(() => res.destroy());
  });
  return router;
}
