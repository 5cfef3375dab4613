import { Router, type RequestHandler } from 'express';
import { webCallRequestSchema } from '@shared/voice-call';
import type { AppDeps } from '../deps';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import { createVoiceCallService } from './voice-call.service';

/** Calls one address may start per window (VOICE_CALLS_PER_10_MIN, 5 by default). */
const VOICE_CALL_WINDOW_MS = 10 * 60_000;

const tooManyCalls = {
  es: 'Has iniciado demasiadas llamadas. Inténtalo de nuevo en unos minutos.',
  en: 'You have started too many calls. Please try again in a few minutes.',
};

/** POST /api/voice/call/web: the browser's call client creates its web call through here. */
export function voiceCallRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>) {
  const router = Router();
  const voice = createVoiceCallService(deps);
  const limiter = createRateLimiter(deps.database.pool, {
    name: 'voice-call',
    windowMs: VOICE_CALL_WINDOW_MS,
    limit: deps.config.VOICE_CALLS_PER_10_MIN,
    message: (req) => tooManyCalls[requestLanguage(req)],
  });
  // Answered before the limiter: an unconfigured site costs nothing and counts nothing.
  const requireConfigured: RequestHandler = (_req, _res, next) => {
    voice.ensureConfigured();
    next();
  };

  router.post('/voice/call/web', requireConfigured, limiter, async (req, res) => {
    res.status(201).json(await voice.createWebCall(webCallRequestSchema.parse(req.body ?? {})));
  });
  return router;
}
