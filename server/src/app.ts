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
import { apiSecurityHeaders, pageSecurityHeaders } from './http/security';
import { loadStaffMember, sessionMiddleware } from './http/session';
import { rejectUnstorableText } from './http/unstorable-text';
import { jsonBody } from './http/json-body';
import { refusedRequestsGuard } from './http/refused-requests';
import { insightEventRoutes } from './insights/insight-events.routes';
import { createInsightIngest } from './insights/insight-ingest';
import { insightsRoutes } from './insights/insights.routes';
import { marketplaceGoRoutes } from './insights/marketplace-go.routes';
import { mailFeedbackRoutes } from './mail-feedback/mail-feedback.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { launchChecklistRoutes } from './launch-checklist/launch-checklist.routes';
import { landingRoutes } from './landing/landing.routes';
import { legalPageDocumentRoutes, legalPagesRoutes } from './legal-pages/legal-pages.routes';
import { createLegalPagesService } from './legal-pages/legal-pages.service';
import { mediaFilesRoutes } from './media/media-files.routes';
import { mediaRoutes } from './media/media.routes';
import { createMediaService } from './media/media.service';
import { countInFlight } from './lib/requests-in-flight';
import { qrRoutes } from './qr/qr.routes';
import { PUBLIC_READ_CACHE, publicRead } from './http/public-read';
import { createInventoryService } from './inventory/inventory.service';
import { createSiteConfigService } from './site-config/site-config.service';
import { faqRoutes } from './faq/faq.routes';
import { createFaqService } from './faq/faq.service';
import { siteContentRoutes } from './site-content/site-content.routes';
import { createSiteContentService } from './site-content/site-content.service';
import { siteSettingsRoutes } from './site-settings/site-settings.routes';
import { boxContentsRoutes } from './box-contents/box-contents.routes';
import { createSiteSettingsService } from './site-settings/site-settings.service';
import { staffRoutes } from './staff/staff.routes';
import { subscribersRoutes } from './subscribers/subscribers.routes';
import { vipLinkRoutes } from './vip/vip-links.routes';
import { vipRoutes } from './vip/vip.routes';
import { voiceCallRoutes } from './voice-call/voice-call.routes';
import { videoRequestRoutes } from './video-requests/video-requests.routes';

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
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');
  // The answers that revalidate set their own strong ETag (the public reads, the landing page;
  // static files have theirs): the rest are personal or no-store, and need no hash of their body.
  app.set('etag', false);

  app.use(countRequest);
  const errors = errorHandler(logger);

  // One settings service for the config read, the settings routes and the landing page, so a
  // save shows in all three at once on this instance (docs/decisions/0027-site-settings-and-runtime-landing-render.md);
  // one content service for the content read, its publishing and the landing page's structured data;
  // one FAQ service for its read, its saving and the landing page.
  const siteSettings = createSiteSettingsService(deps);
  const siteContent = createSiteContentService(deps);
  // One media service: its placements reach the config read and the landing page at once.
  const media = createMediaService(deps);
  const faq = createFaqService(deps);
  const siteConfig = createSiteConfigService(deps, siteSettings.forVisitors, media.forVisitors);
  const inventory = createInventoryService(deps);
  // One legal pages service for their API and the pages visitors read, so a save shows in both at once.
  const legalPages = createLegalPagesService(deps);
  // One batcher for the page's events and the /go links' clicks: they share the inserts.
  const insightIngest = createInsightIngest(deps);

  const api = express.Router();
  api.use(apiSecurityHeaders(config));
  // Request lines are debug noise in development; production keeps them at info.
  api.use(requestLog(logger, config.NODE_ENV === 'production' ? 'info' : 'debug'));
  // Every API answer is personal or changing, unless it says otherwise (the public reads do).
  api.use(noStore);
  // An address that keeps sending what is refused below is answered before its body is read.
  const refused = refusedRequestsGuard({ limit: config.REFUSED_REQUESTS_PER_MINUTE, windowMs: 60_000 });
  api.use(refused.check);
  // The VIP e-mails' links act on a POST from their page or from a mail provider's server
  // (one-click unsubscribe), authenticated by the token in the address alone, never a cookie:
  // they answer before the origin check and the session
  // (docs/decisions/0018-mail-links-act-on-post.md).
  api.use(vipLinkRoutes(deps));
  // The mail provider's bounce and complaint reports: a secret in the address or basic auth,
  // no Origin, their own body reading (SNS posts JSON as text/plain).
  api.use(mailFeedbackRoutes(deps));
  api.use(csrfProtection(config));
  // Every body is read and checked once, here: a malformed or hostile one is refused whatever
  // the route, its shape bounded before it is parsed.
  api.use(jsonBody());
  api.use(rejectUnstorableText);
  api.use(refused.count);
  // The sign-up, sent by the thousand in a rush, needs nothing more: it comes before the
  // routes below, the session, and compression (its answer is one line).
  api.use(vipRoutes(deps));
  // The page's measurement beacons, as many as page views: no session, no cookie either.
  api.use(insightEventRoutes(deps, insightIngest));
  // The reads every visitor's page makes come next: they need no session, and browsers,
  // proxies and CDNs may keep them (docs/deploy.md#caching).
  api.get('/config', publicRead(siteConfig.read, PUBLIC_READ_CACHE.config));
  api.get('/inventory/total', publicRead(inventory.total, PUBLIC_READ_CACHE.inventoryTotal));
  api.get('/content', publicRead(siteContent.forVisitors, PUBLIC_READ_CACHE.content));
  api.get('/faq', publicRead(faq.forVisitors, PUBLIC_READ_CACHE.faq));
  api.use(healthRoutes(deps));
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

  api.use(compression({ threshold: API_GZIP_THRESHOLD }));
  // Feature routers, one line each (each router declares its full /api-relative paths).
  api.use(inventoryRoutes(inventory));
  api.use(siteContentRoutes(siteContent));
  api.use(faqRoutes(faq));
  api.use(authRoutes(deps));
  api.use(ebooksRoutes(deps));
  api.use(qrRoutes(deps));
  api.use(voiceCallRoutes(deps));
  api.use(chatRoutes(deps));
  api.use(videoRequestRoutes(deps));
  api.use(siteSettingsRoutes(siteSettings));
  api.use(boxContentsRoutes(siteSettings));
  api.use(subscribersRoutes(deps));
  api.use(staffRoutes(deps));
  api.use(auditRoutes(deps));
  api.use(campaignsRoutes(deps));
  api.use(insightsRoutes(deps));
  api.use(launchChecklistRoutes(deps));
  api.use(legalPagesRoutes(legalPages, config));
  api.use(mediaRoutes(media));

  api.use(apiNotFound);
  api.use(errors);
  app.use('/api', api);

  app.use(pageSecurityHeaders(config, { storageEndpoint: deps.storage.publicEndpoint }));
  app.use(marketplaceGoRoutes(deps, insightIngest, siteSettings.forVisitors));
  app.use(legalPageDocumentRoutes(legalPages, config));
  app.use(mediaFilesRoutes(media));
  if (deps.clientDir) {
    app.use(
      compression(),
      landingRoutes(deps.clientDir, config, { settings: siteSettings.forVisitors, content: siteContent.forVisitors, media: media.forVisitors, faq: faq.forVisitors, logger }),
    );
  }
  app.use(errors);
  return app;
}
