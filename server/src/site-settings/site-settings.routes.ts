import { Router } from 'express';
import { siteSettingsUpdateRequestSchema } from '@shared/site-settings';
import { requireAdmin, requireStaff, staffId } from '../http/session';
import type { SiteSettingsService } from './site-settings.service';

/**
 * GET /api/admin/settings (staff) and PUT (admins, with the version the form started from:
 * 409 when another save came first). The service is the app's one instance, shared with the
 * config read and the landing page so a save shows in both at once (see app.ts).
 */
export function siteSettingsRoutes(settings: SiteSettingsService): Router {
  const router = Router();

  router.get('/admin/settings', requireStaff, async (_req, res) => {
    res.json(await settings.forStaff());
  });

  router.put('/admin/settings', requireStaff, requireAdmin, async (req, res) => {
    res.json(await settings.update(siteSettingsUpdateRequestSchema.parse(req.body), staffId(req)));
  });

  return router;
}
