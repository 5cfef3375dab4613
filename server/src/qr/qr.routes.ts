import { Router } from 'express';
import { qrRequestSchema } from '@shared/qr';
import { requireStaff } from '../http/session';
import { createQrService } from './qr.service';

/** POST /api/admin/qr/generate: the /agexport poster's QR code, for staff. */
export function qrRoutes(): Router {
  const router = Router();
  const qr = createQrService();
  router.post('/admin/qr/generate', requireStaff, async (req, res) => {
    res.json(await qr.generate(qrRequestSchema.parse(req.body)));
  });
  return router;
}
