import { Router } from 'express';
import { ebookConfirmRequestSchema, ebookIdSchema, ebookUploadUrlRequestSchema, type EbookDownloadResponse } from '@shared/ebooks';
import { requireStaff } from '../auth/session';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/rate-limit';
import type { Storage } from '../storage/s3';
import { newestEbookDownloadUrl } from './ebook-download';
import { confirmUpload, createUpload, deleteEbook, listEbooks, type EbookDeps } from './ebooks.service';

const NO_EBOOK = {
  es: 'El ebook todavía no está disponible. Inténtalo de nuevo más tarde.',
  en: 'The ebook is not available yet. Please try again later.',
};

/** The ebook manager of /admin (staff) and the VIP club's public download link. */
export function ebooksRoutes(deps: { config: Config; database: Database; storage: Storage }): Router {
  const router = Router();
  const ebookDeps: EbookDeps = { db: deps.database.db, storage: deps.storage, maxBytes: deps.config.EBOOK_MAX_BYTES };

  router.get('/admin/ebooks/list', requireStaff, async (_req, res) => {
    res.json(await listEbooks(ebookDeps));
  });

  router.post('/admin/ebook/upload-url', requireStaff, async (req, res) => {
    const input = ebookUploadUrlRequestSchema.parse(req.body);
    res.status(201).json(await createUpload(ebookDeps, input));
  });

  router.post('/admin/ebook/confirm-upload', requireStaff, async (req, res) => {
    const input = ebookConfirmRequestSchema.parse(req.body);
    res.json(await confirmUpload(ebookDeps, input));
  });

  router.delete('/admin/ebook/:id', requireStaff, async (req, res) => {
    await deleteEbook(ebookDeps, ebookIdSchema.parse(req.params.id));
    res.status(204).end();
  });

  router.get('/vip/ebook/download', async (req, res) => {
    const downloadURL = await newestEbookDownloadUrl(ebookDeps.db, ebookDeps.storage);
    if (!downloadURL) throw notFound(NO_EBOOK[requestLanguage(req)]);
    const body: EbookDownloadResponse = { downloadURL };
    res.json(body);
  });

  return router;
}
