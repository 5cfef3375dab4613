import compression from 'compression';
import express, { type RequestHandler } from 'express';
import * as z from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { chatRoutes } from './chat/chat.routes';
import type { AppDeps } from './deps';
import { ebooksRoutes } from './ebooks/ebooks.routes';
import { healthRoutes } from './health/health.routes';
import { csrfProtection } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security';
import { loadStaffMember, sessionMiddleware } from './http/session';
import { rejectUnstorableText } from './http/unstorable-text';
import { inventoryRoutes } from './inventory/inventory.routes';
import { landingRoutes } from './landing/landing.routes';
import { countInFlight } from './lib/requests-in-flight';
import { qrRoutes } from './qr/qr.routes';
import { siteConfigRoutes } from './site-config/site-config.routes';
import { siteContentRoutes } from './site-content/site-content.routes';
import { createSiteContentService } from './site-content/site-content.service';
import { siteSettingsRoutes } from './site-settings/site-settings.routes';
import { createSiteSettingsService } from './site-settings/site-settings.service';
import { staffRoutes } from './staff/staff.routes';
import { subscribersRoutes } from './subscribers/subscribers.routes';
import { vipLinkRoutes } from './vip/vip-links.routes';
import { vipRoutes } from './vip/vip.routes';
import { voiceCallRoutes } from './voice-call/voice-call.routes';
import { videoRequestRoutes } from './video-requests/video-requests.routes';

/** The largest JSON body any route takes. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** API answers below this go out as they are; larger ones (long staff pages, the CSV export) are gzipped. */
const API_GZIP_THRESHOLD = '32kb';

// shared/ schemas use zod/mini, which ships no messages until a locale is chosen.
z.config(zodEnglish());

/** Counts every request until its response closes: batch workers give way to visitors during a rush. */
const countRequest: RequestHandler = (_req, res, next) => {
  countInFlight(res);
  next();
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** The Express app, every request's one pipeline: every /api route and the client. main.ts listens; tests start it on port 0. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.set('query parser', 'simple');

  app.use(countRequest);
  app.use(securityHeaders(config, { storageEndpoint: deps.storage.publicEndpoint }));
  const errors = errorHandler(logger);

  // One settings service for the config read, the settings routes and the landing page, so a
  // save shows in all three at once on this instance (docs/decisions/0027-site-settings-and-runtime-landing-render.md);
  // one content service for the content read, its publishing and the landing page's structured data.
  const siteSettings = createSiteSettingsService(deps);
  const siteContent = createSiteContentService(deps);

  const api = express.Router();
  // Request lines are debug noise in development; production keeps them at info.
  api.use(requestLog(logger, config.NODE_ENV === 'production' ? 'info' : 'debug'));
  // Every API answer is personal or changing unless its route says otherwise (the public reads do).
  api.use(noStore);
  // The VIP e-mails' links act on a POST from their page or from a mail provider's server
  // (one-click unsubscribe), authenticated by the token in the address alone, never a cookie:
  // they answer before the origin check and the session
  // (docs/decisions/0018-mail-links-act-on-post.md).
  api.use(vipLinkRoutes(deps));
  api.use(csrfProtection(config));
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  api.use(rejectUnstorableText);
  // Visitors carry no session cookie: for them the session middleware passes straight through.
  api.use(
    sessionMiddleware({
      pool: database.pool,
      secret: deps.sessionSecret,
      secureCookies: Boolean(config.TRUST_PROXY),
      logger,
    }),
  );
  api.use(loadStaffMember);

  // The routes every visitor's page calls answer small bodies: they come before compression,
  // which would wrap every response they send for nothing.
  api.use(healthRoutes(deps));
  api.use(siteConfigRoutes(deps, siteSettings));
  api.use(inventoryRoutes(deps));
  api.use(siteContentRoutes(siteContent));
  api.use(vipRoutes(deps));
  api.use(compression({ threshold: API_GZIP_THRESHOLD }));
  // Feature routers, one line each (each router declares its full /api-relative paths).
  api.use(authRoutes(deps));
  api.use(ebooksRoutes(deps));
  api.use(qrRoutes());
  api.use(voiceCallRoutes(deps));
  api.use(chatRoutes(deps));
  api.use(videoRequestRoutes(deps));
  api.use(siteSettingsRoutes(siteSettings));
  api.use(subscribersRoutes(deps));
  api.use(staffRoutes(deps));
  api.use(auditRoutes(deps));
  api.use(campaignsRoutes(deps));

  api.use(apiNotFound);
  api.use(errors);
  app.use('/api', api);

  if (deps.clientDir) app.use(compression(), landingRoutes(deps.clientDir, config, { settings: siteSettings.forVisitors, content: siteContent.forVisitors, logger }));
  app.use(errors);
  return app;
}
