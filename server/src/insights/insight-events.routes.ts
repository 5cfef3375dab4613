import { createHmac } from 'node:crypto';
import { type Request, type RequestHandler, Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { isbot } from 'isbot';
import { insightEventsRequestSchema } from '@shared/insights';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMITS, jsonBody } from '../http/json-body';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import { keepAddressOutOfLog } from '../http/request-log';
import { publicOrigin, siteOrigins } from '../http/site-origin';
import { rejectUnstorableText } from '../http/unstorable-text';
import type { Visit } from './insight-events';
import type { InsightIngest } from './insight-ingest';

/**
 * Batches one address may send in ten minutes: an office, a trade-fair stand or a carrier's
 * shared address full of visitors passes, a script filling the table does not.
 */
export const INSIGHT_EVENTS_RATE_LIMIT = { windowMs: 10 * 60 * 1000, limit: 1_000 };

const tooMany = (req: Request) =>
  requestLanguage(req) === 'en' ? 'Too many requests. Please try again in a few minutes.' : 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';

/** User agents whose verdict is kept: most beacons come from a few browsers' agents, each tested once. */
const KNOWN_AGENTS_MAX = 1_000;
const knownAgents = new Map<string, boolean>();

/** Whether `userAgent` is a bot's, by isbot's list, remembered for the agents seen last. */
function isBotAgent(userAgent: string) {
  let bot = knownAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    // A Map keeps insertion order: the first key is the one remembered longest.
    if (knownAgents.size >= KNOWN_AGENTS_MAX) knownAgents.delete(knownAgents.keys().next().value!);
    knownAgents.set(userAgent, bot);
  }
  return bot;
}

/** A browser's request: bots (and clients that send no user agent) are answered alike and not counted. */
export const visitorAgent = (req: Request) => {
  const userAgent = req.get('user-agent');
  return userAgent && !isBotAgent(userAgent) ? userAgent : undefined;
};

/** What counting a request needs of it; the address and user agent only go into the visitor's hash. */
export const visitOf = (req: Request, config: Pick<Config, 'PUBLIC_ORIGIN'>, userAgent: string): Visit => ({
  at: new Date(),
  address: req.ip ?? req.socket.remoteAddress ?? '',
  userAgent,
  site: publicOrigin(req, config),
  siteOrigins: siteOrigins(req, config),
});

const addressKept: RequestHandler = (_req, res, next) => {
  keepAddressOutOfLog(res);
  next();
};

/** A rate limit's key: a keyed hash of the address, so the table of counts holds no address either. */
export const addressKey = (secret: string) => (req: Request) => createHmac('sha256', secret).update(ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '')).digest('base64url');

/** navigator.sendBeacon's body: JSON sent as text/plain, read and checked like every JSON body (which the API's own checks have seen). */
const beaconBody = jsonBody(JSON_BODY_LIMITS, 'text/plain');
const beaconText: RequestHandler = (req, res, next) => (req.is('text/plain') ? rejectUnstorableText(req, res, next) : next());

/**
 * POST /insights/events: the site's own, cookie-free measurement
 * (docs/decisions/0072-first-party-insights.md). The body is JSON, or the same JSON as
 * text/plain (navigator.sendBeacon), read with the bounds of every body. The answer is 202 with
 * no body and no cookie once the events are stored; nothing of the address or user agent is
 * kept, not even in the log or the rate limit's key.
 */
export function insightEventRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'sessionSecret'>, ingest: InsightIngest) {
  const router = Router();
  const limiter = createRateLimiter(deps.database.pool, {
    name: 'insight-events',
    ...INSIGHT_EVENTS_RATE_LIMIT,
    key: addressKey(deps.sessionSecret),
    message: tooMany,
  });

  router.post('/insights/events', addressKept, limiter, beaconBody, beaconText, async (req, res) => {
    const { events } = insightEventsRequestSchema.parse(req.body);
    const userAgent = visitorAgent(req);
    if (userAgent) await ingest.record(events, visitOf(req, deps.config, userAgent));
    res.status(202).end();
  });
  return router;
}
