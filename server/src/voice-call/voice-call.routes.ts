import { Router, type RequestHandler } from 'express';
import type pg from 'pg';
import { webCallRequestSchema } from '@shared/voice-call';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import type { Logger } from '../lib/logger';
import { createVoiceService, VOICE_UNAVAILABLE_MESSAGE, voiceSettingsFrom } from './voice-call.service';

/** Calls one address may start per window (VOICE_CALLS_PER_10_MIN, 5 by default). */
export const VOICE_CALL_WINDOW_MS = 10 * 60_000;

const tooManyCalls = {
  es: 'Has iniciado demasiadas llamadas. Inténtalo de nuevo en unos minutos.',
  en: 'You have started too many calls. Please try again in a few minutes.',
};

/** POST /api/voice/call/web: the browser's call client creates its web call through here. */
export function voiceCallRoutes(deps: { config: Config; pool: pg.Pool; logger: Logger; timeoutMs?: number }) {
  const router = Router();
  const voice = createVoiceService(voiceSettingsFrom(deps.config), deps.logger, { timeoutMs: deps.timeoutMs });
  const limiter = createRateLimiter(deps.pool, {
    name: 'voice-call',
    windowMs: VOICE_CALL_WINDOW_MS,
    limit: deps.config.VOICE_CALLS_PER_10_MIN,
    message: (req) => tooManyCalls[requestLanguage(req)],
  });
  // Answered before the limiter: an unconfigured site costs nothing and counts nothing.
  const requireConfigured: RequestHandler = (_req, _res, next) => {
    next(voice.configured ? undefined : new HttpError(503, VOICE_UNAVAILABLE_MESSAGE));
  };

  router.post('/voice/call/web', requireConfigured, limiter, async (req, res) => {
    const request = webCallRequestSchema.parse(req.body ?? {});
    res.status(201).json(await voice.createWebCall(request));
  });
  return router;
}
