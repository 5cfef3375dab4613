import { type Request, Router } from 'express';
import type { Language } from '@shared/languages';
import { vipSubscribeRequestSchema, type VipSubscribeResponse } from '@shared/vip';
import type { AppDeps } from '../deps';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import { publicOrigin } from '../http/site-origin';
import { createVipService } from './vip.service';

const messages = {
  es: {
    welcome: '¡Bienvenido al Club VIP! Revisa tu email para recibir tu EBOOK GRATIS.',
    alreadySubscribed: 'Este email ya está suscrito al Club VIP.',
    tooMany: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  },
  en: {
    welcome: 'Welcome to the VIP Club! Check your email for your free EBOOK.',
    alreadySubscribed: 'This email is already subscribed to the VIP Club.',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * A hundred different e-mails per address in ten minutes: a trade-fair stand, an office or a
 * carrier's shared address passes, a script trying hundreds of addresses does not. Repeats of
 * one e-mail (the browser's retries) count once (docs/product.md#vip-club).
 */
export const SUBSCRIBE_RATE_LIMIT = { windowMs: 10 * 60 * 1000, limit: 100 };

/** The e-mail of a sign-up as the table compares it (any letter case). */
const signUpEmail = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The VIP club's sign-up (the e-mails' links are in vip-links.routes.ts). */
export function vipRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'jobs' | 'mailer' | 'logger'>) {
  const router = Router();
  const vip = createVipService(deps);
  const limiter = createRateLimiter(deps.database.pool, {
    name: 'vip-subscribe',
    ...SUBSCRIBE_RATE_LIMIT,
    distinct: signUpEmail,
    message: (req) => messages[requestLanguage(req)].tooMany,
  });

  router.post('/vip/subscribe', limiter, async (req, res) => {
    const input = vipSubscribeRequestSchema.parse(req.body);
    const language = input.language ?? requestLanguage(req);
    const { isAlreadySubscribed } = await vip.subscribe({ ...input, language, origin: publicOrigin(req, deps.config) });
    const body: VipSubscribeResponse = isAlreadySubscribed
      ? { isAlreadySubscribed, message: messages[language].alreadySubscribed }
      : { isAlreadySubscribed, message: messages[language].welcome };
    res.status(isAlreadySubscribed ? 409 : 201).json(body);
  });
  return router;
}
