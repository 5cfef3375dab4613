import compression from 'compression';
import { Router } from 'express';
import { isLegalPageSlug, LEGAL_PAGE_PATHS, LEGAL_PAGE_SLUGS } from '@shared/legal-page-paths';
import { legalPagePreviewRequestSchema, legalPageUpdateSchema } from '@shared/legal-pages';
import { languages } from '@shared/languages';
import type { Config } from '../config';
import { PUBLIC_READ_CACHE, publicRead } from '../http/public-read';
import { requireStaff, staffId } from '../http/session';
import { publicOrigin } from '../http/site-origin';
import { notFound } from '../lib/errors';
import type { LegalPagesService } from './legal-pages.service';

const NO_SUCH_PAGE = 'Esa página no existe (privacidad, terminos o envios)';

/**
 * The legal pages' API: GET /api/pages/:slug for anyone (a public read), PUT
 * /api/admin/pages/:slug and POST /api/admin/pages/preview for staff.
 */
export function legalPagesRoutes(pages: LegalPagesService, config: Pick<Config, 'PUBLIC_ORIGIN'>) {
  const router = Router();

  const reads = new Map(LEGAL_PAGE_SLUGS.map((slug) => [slug, publicRead(() => pages.read(slug), PUBLIC_READ_CACHE.legalPage)]));
  router.get('/pages/:id', (req, res, next) => {
    const { id } = req.params;
    if (!isLegalPageSlug(id)) throw notFound(NO_SUCH_PAGE);
    return reads.get(id)!(req, res, next);
  });

  router.post('/admin/pages/preview', requireStaff, async (req, res) => {
    const { slug, language, title, markdown } = legalPagePreviewRequestSchema.parse(req.body);
    res.json({ html: await pages.preview(slug, language, { title, markdown }, publicOrigin(req, config)) });
  });

  router.put('/admin/pages/:id', requireStaff, async (req, res) => {
    const slug = req.params.id;
    if (!isLegalPageSlug(slug)) throw notFound(NO_SUCH_PAGE);
    res.json(await pages.save(slug, legalPageUpdateSchema.parse(req.body), staffId(req)));
  });

  return router;
}

/**
 * The pages visitors read, /privacidad and its twin /privacy and so on: whole HTML documents
 * made on the server, with no script (docs/product.md#legal-pages).
 */
export function legalPageDocumentRoutes(pages: LegalPagesService, config: Pick<Config, 'PUBLIC_ORIGIN'>) {
  const router = Router();
  router.use(compression());
  for (const slug of LEGAL_PAGE_SLUGS) {
    for (const language of languages) {
      router.get(LEGAL_PAGE_PATHS[slug][language], async (req, res) => {
        const html = await pages.html(slug, language, publicOrigin(req, config));
        res.set('Cache-Control', 'no-cache').type('html').send(html);
      });
    }
  }
  return router;
}
