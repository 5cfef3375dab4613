import { Router } from 'express';
import { ebookConfirmRequestSchema, ebookIdSchema, ebookUploadUrlRequestSchema } from '@shared/ebooks';
import { requireStaff, staffId } from '../http/session';
import type { AppDeps } from '../deps';
import { createEbooksService } from './ebooks.service';

/** The ebook manager of /admin (staff); subscribers download from the VIP club's links (server/src/vip/). */
export function ebooksRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'storage'>): Router {
  const router = Router();
  const ebooks = createEbooksService(deps);

  router.get('/admin/ebooks/list', requireStaff, async (_req, res) => {
    res.json(await ebooks.list());
  });

  router.post('/admin/ebook/upload-url', requireStaff, async (req, res) => {
    res.status(201).json(await ebooks.createUpload(ebookUploadUrlRequestSchema.parse(req.body)));
  });

  router.post('/admin/ebook/confirm-upload', requireStaff, async (req, res) => {
    res.json(await ebooks.confirmUpload(staffId(req), ebookConfirmRequestSchema.parse(req.body)));
  });

  router.delete('/admin/ebook/:id', requireStaff, async (req, res) => {
    await ebooks.remove(staffId(req), ebookIdSchema.parse(req.params.id));
    res.status(204).end();
  });

  return router;
}
