import { Router } from 'express';
import type pg from 'pg';
import type { HealthResponse } from '@shared/health';
import { storageIsReachable, type Storage } from '../storage/s3';

async function databaseIsReachable(pool: pg.Pool) {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health: checks the database and the bucket for real; 503 when either is down. */
export function healthRoutes(deps: { pool: pg.Pool; storage: Storage }) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [db, storage] = await Promise.all([databaseIsReachable(deps.pool), storageIsReachable(deps.storage)]);
    const body: HealthResponse = {
      status: db && storage ? 'ok' : 'degraded',
      db: db ? 'up' : 'down',
      storage: storage ? 'up' : 'down',
    };
    res.set('Cache-Control', 'no-store').status(body.status === 'ok' ? 200 : 503).json(body);
  });
  return router;
}
