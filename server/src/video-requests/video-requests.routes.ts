import { Router, type Request } from 'express';
import { videoRequestListQuerySchema, videoRequestSchema } from '@shared/video-requests';
import { requireStaff } from '../http/session';
import type { AppDeps } from '../deps';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import { createVideoRequestsService } from './video-requests.service';

const tooMany = (req: Request) =>
  requestLanguage(req) === 'en'
    ? 'Too many requests. Please try again in a few minutes.'
    : 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';

/** POST /video-requests (public /agexport form) and GET /admin/video-requests (staff). */
export function videoRequestRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'jobs'>) {
  const router = Router();
  const videoRequests = createVideoRequestsService(deps);
  // A person asks for a video or two; this stops a script filling the table.
  const limiter = createRateLimiter(deps.database.pool, { name: 'video-requests', windowMs: 15 * 60_000, limit: 10, message: tooMany });

  router.post('/video-requests', limiter, async (req, res) => {
    res.status(202).json(await videoRequests.create(videoRequestSchema.parse(req.body)));
  });

  router.get('/admin/video-requests', requireStaff, async (req, res) => {
    res.json(await videoRequests.list(videoRequestListQuerySchema.parse(req.query)));
  });

  return router;
}
