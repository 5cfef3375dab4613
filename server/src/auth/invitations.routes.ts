import { Router } from 'express';
import { createInvitationRequestSchema } from '@shared/auth';
import type { AppDeps } from '../deps';
import { rowIdSchema, SERIAL_MAX } from '../http/row-id';
import { publicOrigin } from '../http/site-origin';
import { createInvitationsService } from './invitations.service';
import { requireAdmin, requireStaff, staffId } from '../http/session';

const idParam = rowIdSchema(SERIAL_MAX);

/** Invitation links to /register, each for one address and e-mailed there, created and withdrawn by administrators in /admin/staff. */
export function invitationRoutes(deps: Pick<AppDeps, 'database' | 'config' | 'mailer' | 'logger'>) {
  const router = Router();
  const invitations = createInvitationsService(deps);

  router.get('/admin/invites', requireStaff, requireAdmin, async (_req, res) => {
    res.json({ invitations: await invitations.listOpen() });
  });

  router.post('/admin/invites', requireStaff, requireAdmin, async (req, res) => {
    res.status(201).json(await invitations.create(staffId(req), createInvitationRequestSchema.parse(req.body), publicOrigin(req, deps.config)));
  });

  router.delete('/admin/invites/:id', requireStaff, requireAdmin, async (req, res) => {
    await invitations.revoke(staffId(req), idParam.parse(req.params.id));
    res.status(204).end();
  });

  return router;
}
