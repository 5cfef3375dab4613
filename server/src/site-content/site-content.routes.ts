import { Router } from 'express';
import { siteContentSchema } from '@shared/site-content';
import { requireStaff, staffId } from '../http/session';
import { PUBLIC_READ_CACHE, publicRead } from '../http/public-read';
import type { SiteContentService } from './site-content.service';

/**
 * GET /api/content: the published texts and section order, for every visitor. PUT /api/content: staff publish the edited content
 * (docs/decisions/0014-published-site-content.md).
 */
export function siteContentRoutes(content: SiteContentService) {
  const router = Router();

  router.get('/content', publicRead(content.forVisitors, PUBLIC_READ_CACHE.content));

  router.put('/content', requireStaff, async (req, res) => {
    res.json(await content.publish(siteContentSchema.parse(req.body), staffId(req)));
  });

  return router;
}
