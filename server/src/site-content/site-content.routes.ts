import { Router } from 'express';
import { MAX_CONTENT_BYTES, siteContentSchema } from '@shared/site-content';
import { requireStaff } from '../auth/session';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { createReadCache } from '../lib/read-cache';
import { HttpError } from '../http/errors';
import type { PublicReads } from '../http/public-reads';
import { getContentForVisitors, publishContent } from './site-content.service';

/**
 * GET /api/content: the published texts and section order, for every visitor, read from the
 * database at most once a second per instance (another instance's publish shows within that
 * second); browsers may keep it half a minute.
 * PUT /api/content: staff publish the edited content (DESIGN decision 5).
 */
export function siteContentRoutes(deps: { db: Db; logger: Logger; publicReads: PublicReads }) {
  const router = Router();
  const published = createReadCache(() => getContentForVisitors(deps.db), { what: 'published content', logger: deps.logger });

  deps.publicReads.define('/content', { cacheControl: 'public, max-age=30', compress: true, load: published.get });

  router.put('/content', requireStaff, async (req, res) => {
    const content = siteContentSchema.parse(req.body);
    if (Buffer.byteLength(JSON.stringify(content)) > MAX_CONTENT_BYTES) {
      throw new HttpError(413, `El contenido supera el límite de ${MAX_CONTENT_BYTES / 1024} KB`);
    }
    const saved = await publishContent(deps.db, content, req.session.userId!);
    published.invalidate();
    res.json(saved);
  });

  return router;
}
