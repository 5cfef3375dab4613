import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import { REMEMBER_DEVICE_DAYS } from '@shared/two-factor';

/**
 * The "known device" cookie (docs/decisions/0035-known-device-cookie.md): set at each sign-in,
 * it tells later sign-ins from this browser that it has signed in to that account before, so
 * the per-e-mail failure limit, which strangers can fill from anywhere, does not lock the
 * owner out. It proves nothing else: the password is still checked, and the per-address limit
 * still applies. Value: `<user id>.<issued, unix seconds>.<HMAC of id, e-mail and issued>`.
 */
export const KNOWN_DEVICE_COOKIE = 'chapinbox.device';
const KNOWN_DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * "Recordar este dispositivo" at a two-step sign-in: the code is not asked on this browser for
 * REMEMBER_DEVICE_DAYS. Same shape, signed over the moment two-step sign-in was enabled, so
 * disabling or resetting it forgets every remembered device.
 */
export const TWO_FACTOR_DEVICE_COOKIE = 'chapinbox.2fa-device';
const TWO_FACTOR_DEVICE_MAX_AGE_MS = REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000;
// The cookie is read only by sign-in and the reset request.
const COOKIE_PATH = '/api/auth';

const normalise = (email: string) => email.trim().toLowerCase();

const cookieValue = (cookieHeader: string | undefined, cookieName: string) => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

export function knownDevices(options: { secret: string; secureCookies: boolean }) {
  // A key of its own, derived from the session secret, so a session signature is never a device one.
  const key = createHmac('sha256', options.secret).update('chapinbox known-device cookie').digest();
  const sign = (userId: number, subject: string, issued: number) => createHmac('sha256', key).update(`${userId}:${subject}:${issued}`).digest();

  const set = (res: Response, cookieName: string, maxAge: number, userId: number, subject: string) => {
    const issued = Math.floor(Date.now() / 1000);
    res.cookie(cookieName, `${userId}.${issued}.${sign(userId, subject, issued).toString('base64url')}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secureCookies,
      path: COOKIE_PATH,
      maxAge,
    });
  };

  /** The account id of an unexpired cookie this server signed over `subject`, if any. */
  const signedFor = (cookieHeader: string | undefined, cookieName: string, maxAge: number, subject: string) => {
    const value = cookieValue(cookieHeader, cookieName);
    const match = value ? /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!match) return undefined;
    const [, userId, issued, mac] = match;
    if (Date.now() - Number(issued) * 1000 > maxAge) return undefined;
    return timingSafeEqual(Buffer.from(mac, 'base64url'), sign(Number(userId), subject, Number(issued))) ? Number(userId) : undefined;
  };

  const twoFactorSubject = (enabledAt: Date) => `two-factor:${enabledAt.getTime()}`;

  return {
    /** Sets the cookie for the account that just signed in. */
    remember(res: Response, user: { id: number; email: string }) {
      set(res, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_MS, user.id, normalise(user.email));
    },

    /** True when the request carries an unexpired cookie this server signed for the account of `email`. */
    recognises(cookieHeader: string | undefined, email: unknown): boolean {
      if (typeof email !== 'string') return false;
      return signedFor(cookieHeader, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_MS, normalise(email)) !== undefined;
    },

    /** Skips the code on this browser for account `userId` while its two-step sign-in, enabled at `enabledAt`, lasts. */
    rememberTwoFactor(res: Response, userId: number, enabledAt: Date) {
      set(res, TWO_FACTOR_DEVICE_COOKIE, TWO_FACTOR_DEVICE_MAX_AGE_MS, userId, twoFactorSubject(enabledAt));
    },

    /** True when this browser was remembered at a two-step sign-in of `userId` since it was last enabled. */
    remembersTwoFactor(cookieHeader: string | undefined, userId: number, enabledAt: Date): boolean {
      return signedFor(cookieHeader, TWO_FACTOR_DEVICE_COOKIE, TWO_FACTOR_DEVICE_MAX_AGE_MS, twoFactorSubject(enabledAt)) === userId;
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
