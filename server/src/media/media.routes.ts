import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { isMediaSlot, mediaIdSchema, mediaSlotRequestSchema, mediaUploadFieldsSchema, VIDEO_MAX_BYTES } from '@shared/media';
import { containsUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../http/unstorable-text';
import { requireStaff, staffId } from '../http/session';
import { ApiError, badRequest, notFound } from '../lib/errors';
import type { MediaService } from './media.service';

const FILE_MISSING = 'Elige un archivo: una foto en JPEG, PNG o WebP, o un video MP4.';

/**
 * The file goes to a temporary file, not memory: a video may be large, and sharp reads the
 * photo from disk. At most one file and two short fields per request.
 */
const upload = multer({
  dest: tmpdir(),
  limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 4, fieldSize: 4 * 1024, parts: 6 },
});

/** multer's refusals as the API's answers, in Spanish. */
const receiveFile: RequestHandler = (req, res, next) => {
  upload.single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        return next(new ApiError(413, `El archivo es demasiado grande: como máximo ${VIDEO_MAX_BYTES / (1024 * 1024)} MB para un video y 25 MB para una foto.`));
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return next(badRequest('Envía un solo archivo, en el campo «file».'));
      return next(badRequest('El formulario enviado no es válido. Vuelve a intentarlo.'));
    }
    next(badRequest('El formulario enviado no es válido. Vuelve a intentarlo.'));
  });
};

/** /api/admin/media (staff): the library, its uploads and what each landing page slot shows. */
export function mediaRoutes(mediaService: MediaService): Router {
  const router = Router();

  router.post('/admin/media', requireStaff, receiveFile, async (req, res) => {
    const file = req.file;
    try {
      if (!file) throw badRequest(FILE_MISSING);
      if (containsUnstorableText(req.body)) throw badRequest(UNSTORABLE_TEXT_MESSAGE);
      const fields = mediaUploadFieldsSchema.parse(req.body ?? {});
      res.status(201).json({ media: await mediaService.upload(staffId(req), { path: file.path, size: file.size }, fields) });
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  });

  router.get('/admin/media', requireStaff, async (_req, res) => {
    res.json(await mediaService.list());
  });

  router.get('/admin/media/slots', requireStaff, async (_req, res) => {
    res.json(await mediaService.slots());
  });

  router.put('/admin/media/slots/:slot', requireStaff, async (req, res) => {
    const slot = req.params.slot;
    if (!isMediaSlot(slot)) throw notFound('Ese lugar de la página no existe');
    const { items } = mediaSlotRequestSchema.parse(req.body);
    res.json({ slot, items: await mediaService.place(staffId(req), slot, items) });
  });

  router.delete('/admin/media/:id', requireStaff, async (req, res) => {
    await mediaService.remove(staffId(req), mediaIdSchema.parse(req.params.id), req.query.force === '1');
    res.status(204).end();
  });

  return router;
}
