import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, Router } from 'express';
import { clientRoutes } from '@shared/routes';
import { LANGUAGE_COOKIE, type Language } from '@shared/languages';
import { LEGAL_PAGE_PATHS } from '@shared/legal-page-paths';
import type { PublicMedia } from '@shared/media';
import type { FaqList } from '@shared/faq';
import type { SiteContent } from '@shared/site-content';
import type { PublicSiteSettings } from '@shared/site-settings';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { createLandingPages } from './landing-pages';
import { loadPageHeads } from './page-head';
import { publicOrigin } from '../http/site-origin';
import { robotsTxt, siteMapXml } from './site-map';

/** The language a page is served in: ?lang=, then the lang cookie, then Accept-Language. */
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
 * language with the current site settings (`settings`) and structured data stating the
 * published prices (`content`), rendered by landing-pages.ts (the build's SSR bundle sitting
 * next to `clientDir` in dist-ssr), and the app shell for every
 * other path (404 status for unknown paths, where the client shows its not-found page). Each
 * page goes out with its own head (title, canonical address, alternates, share image) under
 * the site's public origin, as do /sitemap.xml and robots.txt.
 */
export function landingRoutes(
  clientDir: string,
  config: Pick<Config, 'PUBLIC_ORIGIN'>,
  options: { settings: () => Promise<PublicSiteSettings>; content?: () => Promise<SiteContent>; media?: () => Promise<PublicMedia>; faq?: () => Promise<FaqList>; logger: Logger },
) {
  const router = Router();
  const shell = read(join(clientDir, 'shell.html')) ?? read(join(clientDir, 'index.html')) ?? '';
  const heads = loadPageHeads(clientDir);
  const landing = createLandingPages({
    ssrDir: join(clientDir, '..', 'dist-ssr'),
    heads,
    settings: options.settings,
    content: options.content,
    media: options.media,
    faq: options.faq,
    logger: options.logger,
    fallback: {
      es: read(join(clientDir, 'index.es.html')) ?? shell,
      en: read(join(clientDir, 'index.en.html')) ?? shell,
    },
  });
  const robotsRules = read(join(clientDir, 'robots.txt')) ?? '';
  const known = new Set<string>(clientRoutes);

  // Both vary with the origin, so they are answered here rather than read as files.
  router.get('/robots.txt', (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(robotsRules, publicOrigin(req, config)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(siteMapXml(publicOrigin(req, config), heads.indexed, Object.values(LEGAL_PAGE_PATHS)));
  });
  router.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(clientDir, { index: false, maxAge: '1d' }));

  router.get('/{*splat}', async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    // The page's language shows in its head (and the app starts in it), so every page varies with it.
    res.vary('Cookie').vary('Accept-Language');
    const language = pickLanguage(req);
    const origin = publicOrigin(req, config);
    if (req.path === '/') {
      const page = await landing.page(language, origin);
      res.vary('Accept-Encoding');
      res.type('html').set('ETag', page.etag);
      if (req.fresh) return res.status(304).end();
      // Gzipped once per render (compression() leaves an encoded body alone).
      if (req.acceptsEncodings('gzip', 'identity') === 'gzip') return res.set('Content-Encoding', 'gzip').send(page.gzip);
      return res.send(page.html);
    }
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const found = known.has(path);
    const page = heads.fill(shell, { path, found, language, origin }).replace('<html lang="es">', `<html lang="${language}">`);
    res.status(found ? 200 : 404).type('html').send(page);
  });
  return router;
}
