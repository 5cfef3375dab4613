import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';

/**
 * The "known device" cookie (docs/decisions/0035-known-device-cookie.md): set at each sign-in,
 * it tells later sign-ins from this browser that it has signed in to that account before, so
 * the per-e-mail failure limit, which strangers can fill from anywhere, does not lock the
 * owner out. It proves nothing else: the password is still checked, and the per-address limit
 * still applies. Value: `<user id>.<issued, unix seconds>.<HMAC of id, e-mail and issued>`.
 */
export const KNOWN_DEVICE_COOKIE = 'chapinbox.device';
const KNOWN_DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
// The cookie is read only by sign-in and the reset request.
const COOKIE_PATH = '/api/auth';

const normalise = (email: string) => email.trim().toLowerCase();

const cookieValue = (cookieHeader: string | undefined) => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

export function knownDevices(options: { secret: string; secureCookies: boolean }) {
  // A key of its own, derived from the session secret, so a session signature is never a device one.
  const key = createHmac('sha256', options.secret).update('chapinbox known-device cookie').digest();
  const sign = (userId: number, email: string, issued: number) =>
    createHmac('sha256', key).update(`${userId}:${normalise(email)}:${issued}`).digest();

  return {
    /** Sets the cookie for the account that just signed in. */
    remember(res: Response, user: { id: number; email: string }) {
      const issued = Math.floor(Date.now() / 1000);
      res.cookie(KNOWN_DEVICE_COOKIE, `${user.id}.${issued}.${sign(user.id, user.email, issued).toString('base64url')}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookies,
        path: COOKIE_PATH,
        maxAge: KNOWN_DEVICE_MAX_AGE_MS,
      });
    },

    /** True when the request carries an unexpired cookie this server signed for the account of `email`. */
    recognises(cookieHeader: string | undefined, email: unknown): boolean {
      const value = cookieValue(cookieHeader);
      if (!value || typeof email !== 'string') return false;
      const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return false;
      const [, userId, issued, mac] = match;
      if (Date.now() - Number(issued) * 1000 > KNOWN_DEVICE_MAX_AGE_MS) return false;
      return timingSafeEqual(Buffer.from(mac, 'base64url'), sign(Number(userId), email, Number(issued)));
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
