import { Router } from 'express';
import { siteContentSchema } from '@shared/site-content';
import { requireStaff, staffId } from '../http/session';
import type { PublicReads } from '../http/public-reads';
import type { SiteContentService } from './site-content.service';

/**
 * GET /api/content: the published texts and section order, for every visitor; browsers may
 * keep it half a minute. PUT /api/content: staff publish the edited content
 * (docs/decisions/0014-published-site-content.md).
 */
export function siteContentRoutes(content: SiteContentService, publicReads: PublicReads) {
  const router = Router();

  publicReads.define('/content', { cacheControl: 'public, max-age=30', compress: true, load: content.forVisitors });

  router.put('/content', requireStaff, async (req, res) => {
    res.json(await content.publish(siteContentSchema.parse(req.body), staffId(req)));
  });

  return router;
}
