import { Router } from 'express';
import { staffRoleChangeSchema } from '@shared/staff';
import { requireAdmin, requireStaff, staffId } from '../http/session';
import type { AppDeps } from '../deps';
import { rowIdSchema, SERIAL_MAX } from '../http/row-id';
import { createStaffService } from './staff.service';

const idParam = rowIdSchema(SERIAL_MAX);

/** /admin/staff: who has access, their roles, removal (administrators only). */
export function staffRoutes(deps: Pick<AppDeps, 'database'>) {
  const router = Router();
  const staff = createStaffService(deps);

  router.get('/admin/staff', requireStaff, requireAdmin, async (_req, res) => {
    res.json(await staff.list());
  });

  router.patch('/admin/staff/:id', requireStaff, requireAdmin, async (req, res) => {
    const id = idParam.parse(req.params.id);
    const { role } = staffRoleChangeSchema.parse(req.body);
    res.json({ member: await staff.changeRole(staffId(req), id, role) });
  });

  router.post('/admin/staff/:id/end-sessions', requireStaff, requireAdmin, async (req, res) => {
    res.json({ ended: await staff.endSessions(staffId(req), idParam.parse(req.params.id)) });
  });

  router.delete('/admin/staff/:id', requireStaff, requireAdmin, async (req, res) => {
    await staff.remove(staffId(req), idParam.parse(req.params.id));
    res.status(204).end();
  });

  return router;
}
