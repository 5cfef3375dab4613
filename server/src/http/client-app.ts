import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, Router } from 'express';
import { clientRoutes } from '@shared/routes';
import { LANGUAGE_COOKIE, type Language } from '@shared/languages';
import type { PublicSiteSettings } from '@shared/site-settings';
import type { Logger } from '../lib/logger';
import { createLandingPages } from './landing-pages';

/** The language `/` is served in: ?lang=, then the lang cookie, then Accept-Language. */
function pickLanguage(req: Request): Language {
  const query = req.query.lang;
  if (query === 'es' || query === 'en') return query;
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(es|en)\\b`).exec(req.headers.cookie ?? '')?.[1];
  if (cookie === 'es' || cookie === 'en') return cookie;
  return req.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es';
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/**
 * Serves the built client: hashed assets cached for a year, the landing page in the visitor's
 * language with the current site settings (`settings`; rendered by landing-pages.ts, the
 * build's SSR bundle sitting next to `clientDir` in dist-ssr), and the app shell for every
 * other path (404 status for unknown paths, where the client shows its not-found page).
 */
export function clientApp(clientDir: string, options: { settings: () => Promise<PublicSiteSettings>; logger: Logger }) {
  const router = Router();
  const shell = read(join(clientDir, 'shell.html')) ?? read(join(clientDir, 'index.html')) ?? '';
  const landing = createLandingPages({
    ssrDir: join(clientDir, '..', 'dist-ssr'),
    settings: options.settings,
    logger: options.logger,
    fallback: {
      es: read(join(clientDir, 'index.es.html')) ?? shell,
      en: read(join(clientDir, 'index.en.html')) ?? shell,
    },
  });
  const known = new Set<string>(clientRoutes);

  router.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(clientDir, { index: false, maxAge: '1d' }));

  router.get('/{*splat}', async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    if (req.path === '/') {
      const page = await landing.page(pickLanguage(req));
      res.vary('Cookie').vary('Accept-Language').vary('Accept-Encoding');
      res.type('html').set('ETag', page.etag);
      if (req.fresh) return res.status(304).end();
      // Gzipped once per render (compression() leaves an encoded body alone).
      if (req.acceptsEncodings('gzip', 'identity') === 'gzip') return res.set('Content-Encoding', 'gzip').send(page.gzip);
      return res.send(page.html);
    }
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    res.status(known.has(path) ? 200 : 404).type('html').send(shell);
  });
  return router;
}
