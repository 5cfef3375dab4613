import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { forbidden } from '../lib/errors';
import { originOf, siteOrigins } from './site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_MESSAGE = 'Solicitud rechazada: origen no permitido';

/**
 * Refuses state-changing requests sent from another site: a foreign or opaque ("null")
 * `Origin`, or, when Origin is absent, a foreign `Referer`, gets 403. Browsers always send
 * Origin on cross-site POST, PUT and DELETE, so a request with neither header is not a
 * cross-site browser request (curl, a server, a test) and is let through. The session cookie
 * is also SameSite=Lax, a second line for older browsers.
 */
export function csrfProtection(config: Pick<Config, 'PUBLIC_ORIGIN'>): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const referer = req.get('referer');
    const header = origin ?? referer;
    if (header === undefined) return next();
    const claimed = originOf(header);
    if (claimed && siteOrigins(req, config).has(claimed)) return next();
    next(forbidden(CROSS_ORIGIN_MESSAGE));
  };
}
