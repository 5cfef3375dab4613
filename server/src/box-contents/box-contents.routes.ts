import { Router } from 'express';
import { boxContentsUpdateRequestSchema } from '@shared/box-contents';
import { requireStaff, staffId } from '../http/session';
import type { SiteSettingsService } from '../site-settings/site-settings.service';

/**
 * What is inside each box (docs/product.md#box-contents): GET and PUT /api/admin/box-contents,
 * for every staff member (admins and editors). The contents are a section of the site settings,
 * so a save bumps their version and the landing page is rendered again with them.
 */
export function boxContentsRoutes(settings: SiteSettingsService): Router {
  const router = Router();

  router.get('/admin/box-contents', requireStaff, async (_req, res) => {
    const { settings: current, version, updatedAt } = await settings.forStaff();
    res.json({ boxContents: current.boxContents, version, updatedAt });
  });

  router.put('/admin/box-contents', requireStaff, async (req, res) => {
    res.json(await settings.updateBoxContents(boxContentsUpdateRequestSchema.parse(req.body), staffId(req)));
  });

  return router;
}
