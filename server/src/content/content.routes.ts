import { Router } from 'express';
import { MAX_CONTENT_BYTES, siteContentSchema } from '@shared/content';
import { requireStaff } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { getContentForVisitors, publishContent } from './content.service';

/**
 * GET /api/content: the published texts and section order, for every visitor (cacheable for a
 * short while: a publish shows to new visitors within half a minute).
 * PUT /api/content: staff publish the edited content (DESIGN decision 5).
 */
export function contentRoutes(deps: { db: Db }) {
  const router = Router();

  router.get('/content', async (_req, res) => {
    const content = await getContentForVisitors(deps.db);
    res.set('Cache-Control', 'public, max-age=30').json(content);
  });

  router.put('/content', requireStaff, async (req, res) => {
    const content = siteContentSchema.parse(req.body);
    if (Buffer.byteLength(JSON.stringify(content)) > MAX_CONTENT_BYTES) {
      throw new HttpError(413, `El contenido supera el límite de ${MAX_CONTENT_BYTES / 1024} KB`);
    }
    res.json(await publishContent(deps.db, content, req.session.userId!));
  });

  return router;
}
