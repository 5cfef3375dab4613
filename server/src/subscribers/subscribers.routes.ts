import { Router } from 'express';
import * as z from 'zod/mini';
import { dailySignUpsQuerySchema, subscribersExportFileName, subscribersQuerySchema } from '@shared/subscribers';
import { requireAdmin, requireStaff, staffId } from '../auth/session';
import type { AppDeps } from '../deps';
import { rowIdSchema } from '../http/row-id';
import { createSubscribersService } from './subscribers.service';

const idParamSchema = z.object({ id: rowIdSchema() });

/**
 * The subscriber panel (/admin/subscribers) is for administrators; every staff member's
 * overview reads the counts and the daily chart, which name nobody.
 */
export function subscribersRoutes(deps: Pick<AppDeps, 'database'>) {
  const router = Router();
  const subscribers = createSubscribersService(deps);

  router.get('/vip/subscribers', requireStaff, requireAdmin, async (req, res) => {
    res.json(await subscribers.list(subscribersQuerySchema.parse(req.query)));
  });

  router.get('/vip/subscribers/counts', requireStaff, async (_req, res) => {
    res.json(await subscribers.counts());
  });

  router.get('/vip/subscribers/daily', requireStaff, async (req, res) => {
    res.json(await subscribers.dailySignUps(dailySignUpsQuerySchema.parse(req.query).tz));
  });

  router.get('/vip/subscribers/export', requireStaff, requireAdmin, async (req, res) => {
    res.attachment(subscribersExportFileName(new Date()));
    res.type('text/csv; charset=utf-8');
    try {
      await subscribers.exportCsv(staffId(req), res);
    } catch (error) {
      // The staff member closed the tab or cancelled the download: nothing is wrong.
      if (res.destroyed && !res.writableFinished) return;
      // Failed before the first byte (e.g. database down): the error answer is JSON, not a file.
      if (!res.headersSent) res.removeHeader('Content-Disposition');
      throw error;
    }
  });

  router.delete('/vip/subscribers/:id', requireStaff, requireAdmin, async (req, res) => {
    await subscribers.remove(staffId(req), idParamSchema.parse(req.params).id);
    res.status(204).end();
  });

  return router;
}
