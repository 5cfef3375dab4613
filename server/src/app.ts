import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import * as z from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { loadStaffMember, sessionMiddleware } from './http/session';
import { chatRoutes } from './chat/chat.routes';
import type { AppDeps } from './deps';
import { countInFlight } from './lib/requests-in-flight';
import { ebooksRoutes } from './ebooks/ebooks.routes';
import { healthRoutes } from './health/health.routes';
import { landingRoutes } from './landing/landing.routes';
import { csrfProtection } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errors';
import { rejectUnstorableText } from './http/unstorable-text';
import { createFastJsonPost } from './http/fast-json-post';
import type { PlainHandler } from './http/plain-response';
import { createPublicReads, type PublicReads } from './http/public-reads';
import { requestLog } from './http/request-log';
import { headersSetBy, securityHeaders } from './http/security';
import { inventoryRoutes } from './inventory/inventory.routes';
import { qrRoutes } from './qr/qr.routes';
import { defineSiteConfigRead } from './site-config/site-config.routes';
import { siteContentRoutes } from './site-content/site-content.routes';
import { createSiteContentService } from './site-content/site-content.service';
import { siteSettingsRoutes } from './site-settings/site-settings.routes';
import { createSiteSettingsService } from './site-settings/site-settings.service';
import { staffRoutes } from './staff/staff.routes';
import { subscribersRoutes } from './subscribers/subscribers.routes';
import { vipLinkRoutes } from './vip/vip-links.routes';
import { vipRoutes, vipSignUpHandlers } from './vip/vip.routes';
import { voiceCallRoutes } from './voice-call/voice-call.routes';
import { videoRequestRoutes } from './video-requests/video-requests.routes';

/** The largest JSON body any route takes. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * API answers below this go out as they are: gzipping a staff list page (about 10 kB) cost
 * 0.8 ms of the server's ~4.4 ms of CPU for it, to save a few kB; larger answers (100-row
 * pages, the CSV export) are still gzipped (docs/decisions/0003-public-reads-before-express.md).
 */
const API_GZIP_THRESHOLD = '32kb';

// shared/ schemas use zod/mini, which ships no messages until a locale is chosen.
z.config(zodEnglish());

// Request lines are debug noise in development; production keeps them at info.
const requestLogLevel = (config: AppDeps['config']) => (config.NODE_ENV === 'production' ? 'info' : 'debug');

/** The security headers of every answer (helmet's, captured once: they do not depend on the request). */
const securityHeadersFor = (deps: AppDeps) => headersSetBy(securityHeaders(deps.config, { storageEndpoint: deps.storage.publicEndpoint }));

const publicReadsFor = (deps: AppDeps) =>
  createPublicReads({
    baseHeaders: securityHeadersFor(deps),
    logger: deps.logger,
    logLevel: requestLogLevel(deps.config),
    trustProxy: Boolean(deps.config.TRUST_PROXY),
  });

/** A middleware that puts `headers` on every response. */
const setHeaders =
  (headers: Record<string, string>): PlainHandler =>
  (_req, res, next) => {
    for (const name in headers) res.setHeader(name, headers[name]);
    next();
  };

/**
 * The handlers the Express app and the sign-up's fast path both run, made once so that both
 * count the same rate limits and write through the same sign-up batches.
 */
function createHandlers(deps: AppDeps) {
  const { config, logger } = deps;
  return {
    securityHeaders: setHeaders(securityHeadersFor(deps)),
    requestLog: requestLog(logger, requestLogLevel(config)),
    noStore: setHeaders({ 'Cache-Control': 'no-store' }),
    originCheck: csrfProtection(config),
    vipSignUp: vipSignUpHandlers(deps),
    errors: errorHandler(logger),
  };
}

type Handlers = ReturnType<typeof createHandlers>;

/**
 * What the HTTP server runs (main.ts listens, tests start it on port 0): the public reads'
 * fast path (see createPublicReads), the VIP sign-up's (see createFastJsonPost), then the
 * Express app.
 */
export function createRequestListener(deps: AppDeps): RequestListener {
  const publicReads = publicReadsFor(deps);
  const handlers = createHandlers(deps);
  const app = createApp(deps, publicReads, handlers);
  // The same chain as the Express route: app → /api → the VIP sign-up (below).
  const signUp = createFastJsonPost({
    app,
    path: '/api/vip/subscribe',
    limitBytes: JSON_BODY_LIMIT_BYTES,
    beforeBody: [handlers.securityHeaders, handlers.requestLog, handlers.noStore, handlers.originCheck],
    afterBody: [rejectUnstorableText, ...handlers.vipSignUp],
    onError: handlers.errors,
  });
  const toExpress = (req: IncomingMessage, res: ServerResponse) => app(req, res);
  return (req, res) => {
    countInFlight(res);
    if (!publicReads.answer(req, res, toExpress) && !signUp.answer(req, res)) toExpress(req, res);
  };
}

/** The Express app: every /api route and the client. */
export function createApp(deps: AppDeps, publicReads: PublicReads = publicReadsFor(deps), handlers: Handlers = createHandlers(deps)) {
  const { config, database, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.set('query parser', 'simple');

  app.use(handlers.securityHeaders);

  const api = express.Router();
  api.use(handlers.requestLog);
  api.use(handlers.noStore);
  // The VIP e-mails' links act on a POST from their page or from a mail provider's server
  // (one-click unsubscribe), authenticated by the token in the address alone, never a cookie:
  // they answer before the origin check and the session
  // (docs/decisions/0053-token-links-before-the-origin-check.md).
  api.use(vipLinkRoutes(deps));
  api.use(handlers.originCheck);
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  api.use(rejectUnstorableText);
  // The VIP sign-up is the public write a rush sends by the thousand, and it needs neither the
  // session nor compression (its answer is one line of JSON): it answers before them and
  // before the other routers. Most sign-ups do not get here: the listener's fast path runs
  // the same handlers without the router stack (docs/decisions/0067-vip-sign-up-before-express.md).
  api.use(vipRoutes(handlers.vipSignUp));
  api.use(
    sessionMiddleware({
      pool: database.pool,
      secret: deps.sessionSecret,
      secureCookies: Boolean(config.TRUST_PROXY),
      logger,
    }),
  );
  api.use(loadStaffMember);

  // A request tries the routers in order. The public reads every page makes (each feature
  // defines its own) and the health check come first and answer before compression, whose
  // wrapping of every response cost a tenth of each such read; large public reads are
  // gzipped once per value by createPublicReads.
  // One settings service for the config read, the settings routes and the landing page, so a
  // save shows in all three at once on this instance (docs/decisions/0027-site-settings-and-runtime-landing-render.md);
  // one content service for the content read, its publishing and the landing page's structured data.
  const siteSettings = createSiteSettingsService(deps);
  defineSiteConfigRead(deps, publicReads, siteSettings);
  const siteContent = createSiteContentService(deps);
  const inventory = inventoryRoutes(deps, publicReads);
  const content = siteContentRoutes(siteContent, publicReads);
  api.use(healthRoutes(deps));
  api.use(publicReads.router);
  api.use(compression({ threshold: API_GZIP_THRESHOLD }));
  // Feature routers, one line each (each router declares its full /api-relative paths).
  api.use(inventory);
  api.use(authRoutes(deps));
  api.use(ebooksRoutes(deps));
  api.use(qrRoutes());
  api.use(voiceCallRoutes(deps));
  api.use(chatRoutes(deps));
  api.use(videoRequestRoutes(deps));
  api.use(content);
  api.use(siteSettingsRoutes(siteSettings));
  api.use(subscribersRoutes(deps));
  api.use(staffRoutes(deps));
  api.use(auditRoutes(deps));
  api.use(campaignsRoutes(deps));

  api.use(apiNotFound);
  api.use(handlers.errors);
  app.use('/api', api);

  if (deps.clientDir) app.use(compression(), landingRoutes(deps.clientDir, config, { settings: siteSettings.forVisitors, content: siteContent.forVisitors, logger }));
  app.use(handlers.errors);
  return app;
}
