import { Router } from 'express';
import type { AppDeps } from '../deps';
import { createHealthService } from './health.service';

/** GET /api/health: 200 when the database and the bucket answer, 503 when either is down. */
export function healthRoutes(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const router = Router();
  const health = createHealthService(deps);
  router.get('/health', async (_req, res) => {
    const body = await health.check();
    res.set('Cache-Control', 'no-store').status(body.status === 'ok' ? 200 : 503).json(body);
  });
  return router;
}
