import { Router } from 'express';
import { siteContentSchema } from '@shared/site-content';
import { requireStaff, staffId } from '../http/session';
import type { SiteContentService } from './site-content.service';

/**
 * PUT /api/content: staff publish the edited texts and section order every visitor gets
 * through GET /api/content, one of app.ts's public reads (docs/decisions/0014-published-site-content.md).
 */
export function siteContentRoutes(content: SiteContentService) {
  const router = Router();

  router.put('/content', requireStaff, async (req, res) => {
    res.json(await content.publish(siteContentSchema.parse(req.body), staffId(req)));
  });

  return router;
}
