import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import * as z from 'zod/mini';
import { MAIL_FEEDBACK_MAX_BYTES, MAIL_FEEDBACK_PROVIDERS, type MailFeedbackProvider } from '@shared/mail-feedback';
import type { AppDeps } from '../deps';
import { apiNotFound } from '../http/errors';
import { createRateLimiter } from '../http/rate-limit';
import { ApiError, badRequest, forbidden } from '../lib/errors';
import { genericEvents, MalformedFeedback, postmarkEvents, sendgridEvents, sesEvents, type FeedbackEvent } from './feedback-payloads';
import { createMailFeedbackService, sameSecret } from './mail-feedback.service';
import { parseSnsEnvelope } from './sns-message';

const providerSchema = z.enum(MAIL_FEEDBACK_PROVIDERS);

/** Providers post in bursts after a large send; a stranger guessing the secret does not get far. */
export const MAIL_FEEDBACK_RATE_LIMIT = { windowMs: 60_000, limit: 1_200 };

/** The secret from `?secret=` or the password of HTTP basic auth (any user name). */
function givenSecret(req: Request): string | undefined {
  if (typeof req.query.secret === 'string') return req.query.secret;
  const [scheme, encoded] = (req.get('authorization') ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** The body as bytes, bounded; providers send JSON as application/json or (SNS) text/plain. */
const readBody = (req: Request, res: Response) =>
  new Promise<Buffer>((resolve, reject) => {
    express.raw({ type: () => true, limit: MAIL_FEEDBACK_MAX_BYTES })(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return reject(new ApiError(413, 'Feedback body too large'));
      if (error) return reject(badRequest('The body could not be read'));
      resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });

/** JSON, or undefined; text PostgreSQL cannot store (U+0000) counts as malformed. */
function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.includes('\\u0000') || text.includes('\0')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/mail/feedback/:provider (docs/deploy.md#mail-feedback): bounce and complaint
 * reports from Amazon SES (through SNS), Postmark, SendGrid or any sender in the generic form.
 * Mounted before the origin check and the JSON body (providers send neither an Origin nor,
 * for SNS, application/json); 404 while MAIL_FEEDBACK_SECRET is unset. A provider that retries
 * on errors gets 200 for a body it cannot use (logged), the generic form 400.
 */
export function mailFeedbackRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'logger' | 'snsFetch'>) {
  const router = Router();
  const secret = deps.config.MAIL_FEEDBACK_SECRET;
  const feedback = createMailFeedbackService(deps);
  const limiter = createRateLimiter(deps.database.pool, { name: 'mail-feedback', ...MAIL_FEEDBACK_RATE_LIMIT, message: () => 'Too many feedback requests' });

  /** No secret configured, or a provider we do not read: as if the route did not exist. */
  const onlyWhenEnabled: RequestHandler = (req, res, next) => {
    if (!secret || !providerSchema.safeParse(req.params.provider).success) return apiNotFound(req, res, next);
    next();
  };

  // Only calls without the right secret count against the limit (guessing it): a provider's
  // bounce wave, thousands of calls a second from a few addresses, is never turned away.
  const limitGuesses: RequestHandler = (req, res, next) => {
    const given = givenSecret(req);
    if (given !== undefined && sameSecret(given, secret!)) return next();
    return limiter(req, res, next);
  };

  router.post('/mail/feedback/:provider', onlyWhenEnabled, limitGuesses, async (req, res) => {
    const provider = req.params.provider as MailFeedbackProvider;
    const given = givenSecret(req);
    if (given === undefined || !sameSecret(given, secret!)) {
      res.set('WWW-Authenticate', 'Basic realm="mail-feedback"');
      throw new ApiError(401, 'Wrong or missing feedback secret');
    }
    const raw = await readBody(req, res);
    const body = parseJson(raw);
    const malformed = (why: string) => {
      if (provider === 'generic') throw badRequest(`Malformed feedback: ${why}`);
      deps.logger.warn({ provider, why }, 'mail feedback not understood: acknowledged, ignored');
      res.json({ recorded: 0, unknown: 0 });
    };
    if (body === undefined) return malformed('the body is not JSON');

    let events: FeedbackEvent[];
    try {
      switch (provider) {
        case 'ses': {
          const message = parseSnsEnvelope(body);
          if (!message) return malformed('not an SNS message');
          if (!(await feedback.sns.verify(message))) throw forbidden('The SNS signature does not verify');
          if (message.Type === 'SubscriptionConfirmation') {
            await feedback.sns.confirm(message).catch((error: unknown) => {
              deps.logger.warn({ err: error, topic: message.TopicArn }, 'SNS subscription could not be confirmed');
              throw new ApiError(502, 'The SNS subscription could not be confirmed');
            });
            deps.logger.info({ topic: message.TopicArn }, 'SNS subscription confirmed');
            return res.json({ recorded: 0, unknown: 0 });
          }
          if (message.Type !== 'Notification') return res.json({ recorded: 0, unknown: 0 });
          events = sesEvents(message.Message);
          break;
        }
        case 'postmark':
          events = postmarkEvents(body);
          break;
        case 'sendgrid':
          if (!feedback.sendgridSigned(raw, req.get('x-twilio-email-event-webhook-signature'), req.get('x-twilio-email-event-webhook-timestamp'))) {
            throw forbidden('The SendGrid signature does not verify');
          }
          events = sendgridEvents(body);
          break;
        case 'generic':
          events = genericEvents(body);
          break;
      }
    } catch (error) {
      if (error instanceof MalformedFeedback) return malformed(error.message);
      throw error;
    }
    const answer = await feedback.record(provider, events);
    if (provider === 'generic' && answer.unknown > 0) throw badRequest('No subscriber has this email');
    res.json(answer);
  });
  return router;
}
