import express, { Router, type Request, type Response } from 'express';
import * as z from 'zod/mini';
import {
  dailySignUpsQuerySchema,
  SUBSCRIBER_IMPORT_MAX_BYTES,
  subscriberBulkRequestSchema,
  subscriberImportQuerySchema,
  subscriberPatchSchema,
  subscribersExportFileName,
  subscribersExportQuerySchema,
  subscribersQuerySchema,
} from '@shared/subscribers';
import { requireAdmin, requireStaff, staffId } from '../http/session';
import type { AppDeps } from '../deps';
import { rowIdSchema } from '../http/row-id';
import { publicOrigin } from '../http/site-origin';
import { ApiError, badRequest } from '../lib/errors';
import { createSubscribersService } from './subscribers.service';

const idParamSchema = z.object({ id: rowIdSchema() });

const MAX_MB = SUBSCRIBER_IMPORT_MAX_BYTES / 1024 / 1024;
const tooLarge = () => new ApiError(413, `El archivo supera el límite de ${MAX_MB} MB. Divídelo en varios archivos.`);

/**
 * The import's body is the CSV file itself: text/csv in UTF-8 within the import's size limit, read only once
 * the caller is an administrator and the query is right. A declared size over the limit is
 * refused before any byte is read.
 */
function readCsvBody(req: Request, res: Response): Promise<Buffer> {
  if (!req.is('text/csv')) throw new ApiError(415, 'El archivo debe enviarse como CSV (Content-Type: text/csv).');
  const charset = /charset=([^;]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.trim().replace(/"/g, '').toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new ApiError(415, 'El archivo debe estar en UTF-8. Guárdalo como «CSV UTF-8».');
  if (Number(req.headers['content-length'] ?? 0) > SUBSCRIBER_IMPORT_MAX_BYTES) throw tooLarge();
  return new Promise((resolve, reject) => {
    express.raw({ type: () => true, limit: SUBSCRIBER_IMPORT_MAX_BYTES })(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return reject(tooLarge());
      if (error) return reject(error);
      resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });
}

/**
 * The subscriber list (/admin/subscribers) is for administrators; every staff member's
 * overview reads the counts and the daily chart, which name nobody.
 */
/** How long an export waits for its reader to take more. */
export const EXPORT_IDLE_MS = 30_000;

export function subscribersRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'jobs'>) {
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

  router.get('/vip/subscribers/sources', requireStaff, requireAdmin, async (_req, res) => {
    res.json(await subscribers.sources());
  });

  router.get('/vip/subscribers/export', requireStaff, requireAdmin, async (req, res) => {
    const query = subscribersExportQuerySchema.parse(req.query);
    res.attachment(subscribersExportFileName(new Date()));
    res.type('text/csv; charset=utf-8');
    // A reader that takes nothing for this long is gone or stalling: the socket is closed, which
    // ends the query and frees its connection.
    res.setTimeout(EXPORT_IDLE_MS, () => res.destroy());
    try {
      await subscribers.exportCsv(staffId(req), query, res);
    } catch (error) {
      // The staff member closed the tab or cancelled the download: nothing is wrong.
      if (res.destroyed && !res.writableFinished) return;
      // Failed before the first byte (e.g. database down): the error answer is JSON, not a file.
      if (!res.headersSent) res.removeHeader('Content-Disposition');
      throw error;
    }
  });

  router.post('/vip/subscribers/bulk', requireStaff, requireAdmin, async (req, res) => {
    res.json(await subscribers.bulk(staffId(req), subscriberBulkRequestSchema.parse(req.body)));
  });

  router.post('/vip/subscribers/import', requireStaff, requireAdmin, async (req, res) => {
    const query = subscriberImportQuerySchema.parse(req.query);
    if (query.consent !== 'true') throw badRequest('Confirma que estas personas aceptaron recibir emails del Club VIP.');
    const csv = await readCsvBody(req, res);
    res.json(await subscribers.importCsv(staffId(req), { csv, confirmed: query.confirmed === 'true', origin: publicOrigin(req, deps.config) }));
  });

  router.patch('/vip/subscribers/:id', requireStaff, requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    res.json({ subscriber: await subscribers.setActive(staffId(req), id, subscriberPatchSchema.parse(req.body).isActive) });
  });

  router.delete('/vip/subscribers/:id', requireStaff, requireAdmin, async (req, res) => {
    await subscribers.remove(staffId(req), idParamSchema.parse(req.params).id);
    res.status(204).end();
  });

  return router;
}
