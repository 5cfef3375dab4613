import { Router } from 'express';
import { faqUpdateSchema, unansweredDismissSchema } from '@shared/faq';
import { requireStaff, staffId } from '../http/session';
import type { FaqService } from './faq.service';

/**
 * Staff's side of the FAQ: GET /api/admin/faq reads and PUT replaces the list (GET /api/faq, the visitors'
 * read, is one of app.ts's public reads); GET /api/admin/chat/unanswered lists, and POST
 * /api/admin/chat/unanswered/dismiss removes, the questions the guide could not answer.
 */
export function faqRoutes(faq: FaqService) {
  const router = Router();

  // Staff edit the list as it is now, never a copy a browser or proxy kept.
  router.get('/admin/faq', requireStaff, async (_req, res) => {
    res.json({ items: await faq.list() });
  });

  router.put('/admin/faq', requireStaff, async (req, res) => {
    res.json(await faq.replace(faqUpdateSchema.parse(req.body), staffId(req)));
  });

  router.get('/admin/chat/unanswered', requireStaff, async (_req, res) => {
    res.json(await faq.listUnanswered());
  });

  router.post('/admin/chat/unanswered/dismiss', requireStaff, async (req, res) => {
    await faq.dismissUnanswered(unansweredDismissSchema.parse(req.body).text);
    res.status(204).end();
  });

  return router;
}
