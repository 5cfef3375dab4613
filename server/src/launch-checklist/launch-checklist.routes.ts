import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireStaff } from '../http/session';
import { createLaunchChecklistService } from './launch-checklist.service';

/** GET /api/admin/launch-checklist (staff): what is left before launch, line by line. */
export function launchChecklistRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'mailer' | 'logger'>): Router {
  const router = Router();
  const checklist = createLaunchChecklistService(deps);

  router.get('/admin/launch-checklist', requireStaff, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await checklist.check());
  });

  return router;
}
