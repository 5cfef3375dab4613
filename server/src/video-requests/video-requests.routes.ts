import { Router, type Request } from 'express';
import { videoRequestListQuerySchema, videoRequestSchema } from '@shared/video-requests';
import { requireStaff } from '../auth/session';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import type { Jobs } from '../jobs/jobs';
import { createVideoRequest, listVideoRequests } from './video-requests.service';

const tooMany = (req: Request) =>
  requestLanguage(req) === 'en'
    ? 'Too many requests. Please try again in a few minutes.'
    : 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';

/** POST /video-requests (public /agexport form) and GET /admin/video-requests (staff). */
export function videoRequestRoutes(deps: { config: Config; database: Database; jobs?: Jobs }) {
  const router = Router();
  // A person asks for a video or two; this stops a script filling the table.
  const limiter = createRateLimiter(deps.database.pool, { name: 'video-requests', windowMs: 15 * 60_000, limit: 10, message: tooMany });

  router.post('/video-requests', limiter, async (req, res) => {
    const input = videoRequestSchema.parse(req.body);
    res.status(202).json(await createVideoRequest({ ...deps, webhookUrl: deps.config.VIDEO_WEBHOOK_URL }, input));
  });

  router.get('/admin/video-requests', requireStaff, async (req, res) => {
    const query = videoRequestListQuerySchema.parse(req.query);
    res.json(await listVideoRequests(deps.database.db, query));
  });

  return router;
}
