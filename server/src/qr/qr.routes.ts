import { Router } from 'express';
import { qrFileName, qrRequestSchema } from '@shared/qr';
import type { AppDeps } from '../deps';
import { rowIdSchema, SERIAL_MAX } from '../http/row-id';
import { requireStaff, staffId } from '../http/session';
import { createQrService } from './qr.service';

const idParam = rowIdSchema(SERIAL_MAX);

/**
 * /api/admin/qr, for staff: POST generate (stores the code and answers its PNG), GET codes (the
 * codes made, with their visits and sign-ups) and GET codes/:id/png (a code's PNG again).
 */
export function qrRoutes(deps: Pick<AppDeps, 'database'>): Router {
  const router = Router();
  const qr = createQrService(deps);

  router.post('/admin/qr/generate', requireStaff, async (req, res) => {
    res.json(await qr.generate(qrRequestSchema.parse(req.body), staffId(req)));
  });

  router.get('/admin/qr/codes', requireStaff, async (_req, res) => {
    res.json(await qr.list());
  });

  router.get('/admin/qr/codes/:id/png', requireStaff, async (req, res) => {
    const { png, campaign } = await qr.png(idParam.parse(req.params.id));
    res.type('png').attachment(qrFileName(campaign)).send(png);
  });

  return router;
}
