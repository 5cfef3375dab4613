import { Router } from 'express';
import { auditQuerySchema } from '@shared/audit';
import { requireAdmin, requireStaff } from '../http/session';
import type { AppDeps } from '../deps';
import { createAuditService } from './audit.service';

/** GET /api/admin/audit?page=&actor=&kind=&from=&to=: the activity log, and who appears in it, for administrators. */
export function auditRoutes(deps: Pick<AppDeps, 'database'>) {
  const router = Router();
  const audit = createAuditService(deps);

  router.get('/admin/audit', requireStaff, requireAdmin, async (req, res) => {
    res.json(await audit.page(auditQuerySchema.parse(req.query)));
  });

  router.get('/admin/audit/actors', requireStaff, requireAdmin, async (_req, res) => {
    res.json({ actors: await audit.actors() });
  });

  return router;
}
