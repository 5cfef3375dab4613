import { Router } from 'express';
import * as z from 'zod/mini';
import { dailySignUpsQuerySchema, subscribersExportFileName, subscribersQuerySchema } from '@shared/subscribers';
import type { AppDeps } from '../app';
import { requireStaff } from '../auth/session';
import { badRequest, notFound } from '../http/errors';
import { rowIdSchema } from '../http/row-id';
import { createCountsCache } from './subscriber-counts';
import { streamSubscribersCsv } from './subscribers-export';
import { dailySignUps, deleteSubscriber, listSubscribers } from './subscribers.service';

const idParamSchema = z.object({ id: rowIdSchema() });

const knownTimeZones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** Staff routes of the subscriber panel in /admin; every one needs a staff session. */
export function subscribersRoutes(deps: AppDeps) {
  const router = Router();
  const { db, pool } = deps.database;
  const counts = createCountsCache(db);

  router.get('/vip/subscribers', requireStaff, async (req, res) => {
    res.json(await listSubscribers(db, counts, subscribersQuerySchema.parse(req.query)));
  });

  router.get('/vip/subscribers/daily', requireStaff, async (req, res) => {
    const { tz } = dailySignUpsQuerySchema.parse(req.query);
    if (!knownTimeZones.has(tz)) throw badRequest(`Unknown time zone: ${tz}`);
    res.json(await dailySignUps(db, tz));
  });

  router.get('/vip/subscribers/export', requireStaff, async (_req, res) => {
    res.attachment(subscribersExportFileName(new Date()));
    res.type('text/csv; charset=utf-8');
    try {
      await streamSubscribersCsv(pool, db, res);
    } catch (error) {
      // The staff member closed the tab or cancelled the download: nothing is wrong.
      if (res.destroyed && !res.writableFinished) return;
      // Failed before the first byte (e.g. database down): the error answer is JSON, not a file.
      if (!res.headersSent) res.removeHeader('Content-Disposition');
      throw error;
    }
  });

  router.delete('/vip/subscribers/:id', requireStaff, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const deleted = await deleteSubscriber(db, id);
    if (!deleted) throw notFound('Suscriptor no encontrado');
    counts.removed(deleted.isActive);
    res.status(204).end();
  });

  return router;
}
