import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { createRateLimiter } from '../http/rate-limit';
import { TOO_MANY_TWO_FACTOR_CODES } from '@shared/two-factor';
import { pendingSignIn } from '../http/session';
import type { KnownDevices } from './known-device.middleware';

const MINUTE = 60_000;

/** The per-e-mail sign-in limiter: its count tells whether an account has had recent failures. */
export const SIGN_IN_BY_EMAIL = 'login-email';

export const TOO_MANY_SIGN_INS = 'Demasiados intentos de inicio de sesión. Espera 15 minutos e inténtalo de nuevo.';
export const TOO_MANY_REGISTRATIONS = 'Demasiados intentos de registro. Inténtalo de nuevo en una hora.';
export const TOO_MANY_RESET_REQUESTS = 'Demasiadas solicitudes de recuperación. Inténtalo de nuevo en una hora.';
export const TOO_MANY_RESET_REQUESTS_FOR_EMAIL = 'Demasiadas solicitudes de recuperación para este email. Inténtalo de nuevo en 5 minutos.';
export const TOO_MANY_RESETS = 'Demasiados intentos de cambiar la contraseña. Inténtalo de nuevo en una hora.';

/** The signed-in member (the change-password limit counts per account). */
const memberKey = (req: Request) => `user:${req.staffMember?.id ?? ''}`;

/** The account a code is for: halfway through signing in, or signed in and setting it up. */
const codeAccountKey = (req: Request) => `user:${pendingSignIn(req) ?? req.staffMember?.id ?? ''}`;

const bodyEmail = (req: Request) => (req.body as { email?: unknown } | undefined)?.email;

/** The e-mail of the body, as the services compare it (any letter case). */
const emailKey = (req: Request) => {
  const email = bodyEmail(req);
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/**
 * A per-e-mail limit that a browser known to that account passes untouched (neither checked
 * nor counted), so strangers filling it cannot lock the owner out
 * (docs/decisions/0035-known-device-cookie.md).
 */
const exceptKnownDevice =
  (devices: KnownDevices, limiter: RequestHandler): RequestHandler =>
  (req, res, next) =>
    devices.recognises(req.headers.cookie, bodyEmail(req)) ? next() : limiter(req, res, next);

/**
 * Limits of the auth endpoints, counted in PostgreSQL so every instance shares them. Sign-in
 * counts only failures, per IP (guessing many accounts) and per e-mail (guessing one
 * password from many addresses); the per-e-mail limits do not apply to a browser with the
 * account's known-device cookie. The staff UI is Spanish, so are the messages.
 */
export function authRateLimits(deps: Pick<AppDeps, 'database'>, devices: KnownDevices) {
  const { pool } = deps.database;
  const fixed = (message: string) => () => message;
  return {
    signInByIp: createRateLimiter(pool, {
      name: 'login-ip',
      windowMs: 15 * MINUTE,
      limit: 30,
      skipSuccessfulRequests: true,
      message: fixed(TOO_MANY_SIGN_INS),
    }),
    signInByEmail: exceptKnownDevice(
      devices,
      createRateLimiter(pool, {
        name: SIGN_IN_BY_EMAIL,
        windowMs: 15 * MINUTE,
        limit: 10,
        skipSuccessfulRequests: true,
        key: emailKey,
        message: fixed(TOO_MANY_SIGN_INS),
      }),
    ),
    register: createRateLimiter(pool, { name: 'register-ip', windowMs: 60 * MINUTE, limit: 10, message: fixed(TOO_MANY_REGISTRATIONS) }),
    resetRequestByIp: createRateLimiter(pool, {
      name: 'reset-request-ip',
      windowMs: 60 * MINUTE,
      limit: 10,
      message: fixed(TOO_MANY_RESET_REQUESTS),
    }),
    // Spares the account's mailbox a flood, yet a short window: strangers can hold the owner's
    // own request back for 5 minutes at most, and not at all from a known browser.
    resetRequestByEmail: exceptKnownDevice(
      devices,
      createRateLimiter(pool, {
        name: 'reset-request-email-5m',
        windowMs: 5 * MINUTE,
        limit: 3,
        key: emailKey,
        message: fixed(TOO_MANY_RESET_REQUESTS_FOR_EMAIL),
      }),
    ),
    reset: createRateLimiter(pool, { name: 'reset-ip', windowMs: 60 * MINUTE, limit: 20, message: fixed(TOO_MANY_RESETS) }),
    // Wrong two-step codes, per account wherever they come from (failures only).
    twoFactorCode: createRateLimiter(pool, {
      name: 'two-factor-user',
      windowMs: 15 * MINUTE,
      limit: 10,
      skipSuccessfulRequests: true,
      key: codeAccountKey,
      message: fixed(TOO_MANY_TWO_FACTOR_CODES),
    }),
    // Failures only: someone at an unlocked screen guessing the current password.
    changePassword: createRateLimiter(pool, {
      name: 'change-password-user',
      windowMs: 60 * MINUTE,
      limit: 10,
      skipSuccessfulRequests: true,
      key: memberKey,
      message: fixed(TOO_MANY_RESETS),
    }),
  };
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;
