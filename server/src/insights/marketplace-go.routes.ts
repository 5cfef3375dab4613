import { Router, type RequestHandler } from 'express';
import { INSIGHT_BOXES, INSIGHT_TAG_MAX, type InsightBox, type InsightEvent, type InsightPlace } from '@shared/insights';
import type { PublicSiteSettings } from '@shared/site-settings';
import { buyUrl } from '@shared/site-settings-values';
import type { AppDeps } from '../deps';
import { createRateLimiter, isOverRateLimit, requestLanguage } from '../http/rate-limit';
import { containsUnstorableText } from '../http/unstorable-text';
import { deviceOf } from './insight-events';
import { addressKey, INSIGHT_EVENTS_RATE_LIMIT, visitOf, visitorAgent } from './insight-events.routes';
import type { InsightIngest } from './insight-ingest';

const isBox = (value: string): value is InsightBox => (INSIGHT_BOXES as readonly string[]).includes(value);

/** A `c` or `s` of the address: one value, trimmed and cut; undefined when absent or unstorable. */
function tag(value: unknown): string | undefined {
  if (typeof value !== 'string' || containsUnstorableText(value)) return undefined;
  return value.trim().slice(0, INSIGHT_TAG_MAX) || undefined;
}

/** Where the link was: a newsletter's (its source, or a campaign without one), a QR code's, or elsewhere. */
function placeOf(source: string | undefined, campaign: string | undefined): InsightPlace {
  if (source === 'qr') return 'qr';
  if (source === 'newsletter' || (!source && campaign)) return 'newsletter';
  return 'other';
}

/**
 * GET /go/:box?c=&s=: a buy link for places the page's own count does not reach (newsletters,
 * QR codes). Counts a marketplace click through the same ingestion as the page's events, then
 * sends the visitor on to the box's listing as the current site settings give it. Bots are sent
 * on too, uncounted, and so is an address past the beacons' rate limit (a script replaying the
 * link cannot inflate the counts, and a buyer is never stopped). An unknown box falls through
 * to the site's 404 page.
 */
export function marketplaceGoRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'logger' | 'sessionSecret'>, ingest: InsightIngest, settings: () => Promise<PublicSiteSettings>) {
  const router = Router();
  const limiter = createRateLimiter(deps.database.pool, {
    name: 'marketplace-go',
    ...INSIGHT_EVENTS_RATE_LIMIT,
    key: addressKey(deps.sessionSecret),
    message: () => '',
    overLimit: 'mark',
  });
  const known: RequestHandler = (req, _res, next) => (isBox(String(req.params.box)) ? next() : next('route'));

  router.get('/go/:box', known, limiter, async (req, res) => {
    const box = req.params.box as InsightBox;
    const campaign = tag(req.query.c);
    const source = tag(req.query.s);
    const place = placeOf(source, campaign);
    const userAgent = isOverRateLimit(res, 'marketplace-go') ? undefined : visitorAgent(req);
    if (userAgent) {
      const click: InsightEvent = {
        type: 'event',
        name: 'marketplace_click',
        path: `/go/${box}`,
        language: requestLanguage(req),
        device: deviceOf(userAgent),
        utm: { source: source ?? 'newsletter', campaign },
        props: { box, place },
      };
      // The visitor came to buy: a click that cannot be stored is only a lost count.
      await ingest.record([click], visitOf(req, deps.config, userAgent)).catch((error: unknown) => deps.logger.warn({ err: error }, 'marketplace click not counted'));
    }
    const channel = place === 'newsletter' || place === 'qr' ? place : 'site';
    res.set('Cache-Control', 'no-store').redirect(302, buyUrl(await settings(), box, channel));
  });
  return router;
}
