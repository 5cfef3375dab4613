import type { VipSubscribeRequest } from '@shared/vip';
import { browserStorage } from '@/lib/browser-storage';

/**
 * Sign-ups the server has not acknowledged yet (docs/decisions/0013-server-records-every-signup.md),
 * kept in localStorage so they survive a closed page. The key exists only while one is pending:
 * its presence is the whole start-up check.
 */
export const PENDING_SIGN_UPS_KEY = 'vipPendingSignUps';

export interface PendingSignUp {
  request: VipSubscribeRequest;
  /** Tries made so far. */
  attempts: number;
  /** Not before this moment (ms since the epoch). */
  nextAttemptAt: number;
  /**
   * When the server's last Retry-After ends (ms since the epoch), if it sent one. A later visit
   * waits for it; the browser's own backoff starts over then (the connection may be back).
   */
  serverNotBefore?: number;
}

/** Whether any sign-up waits for the server; cheap enough for the page's start. */
export const hasPendingSignUps = () => browserStorage.get(PENDING_SIGN_UPS_KEY) !== null;

const sameEmail = (a: PendingSignUp, email: string) => a.request.email.toLowerCase() === email.toLowerCase();

/** The pending sign-ups; a damaged entry is dropped rather than blocking the others. */
export function readPendingSignUps(): PendingSignUp[] {
  const stored = browserStorage.get(PENDING_SIGN_UPS_KEY);
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is PendingSignUp => typeof entry?.request?.email === 'string' && typeof entry.attempts === 'number' && typeof entry.nextAttemptAt === 'number')
      : [];
  } catch {
    return [];
  }
}

function writePendingSignUps(entries: PendingSignUp[]) {
  if (entries.length === 0) browserStorage.remove(PENDING_SIGN_UPS_KEY);
  else browserStorage.set(PENDING_SIGN_UPS_KEY, JSON.stringify(entries));
}

/** Keeps `entry`, replacing an earlier one for the same e-mail (the newest form wins). */
export function keepPendingSignUp(entry: PendingSignUp) {
  writePendingSignUps([...readPendingSignUps().filter((other) => !sameEmail(other, entry.request.email)), entry]);
}

/** Records a failed try of the sign-up for `email`, if it is still pending (another tab may have delivered it). */
export function reschedulePendingSignUp(email: string, retry: Pick<PendingSignUp, 'attempts' | 'nextAttemptAt' | 'serverNotBefore'>) {
  const entries = readPendingSignUps();
  const entry = entries.find((other) => sameEmail(other, email));
  if (!entry) return;
  writePendingSignUps(entries.map((other) => (other === entry ? { ...entry, ...retry } : other)));
}

/**
 * A new visit: each sign-up is due at once, or when the server's Retry-After ends; the waits
 * the browser chose itself (it was offline, the request failed) do not carry over.
 */
export function restartOwnWaits(now: number) {
  const entries = readPendingSignUps();
  if (entries.length) writePendingSignUps(entries.map((entry) => ({ ...entry, nextAttemptAt: Math.min(entry.nextAttemptAt, Math.max(now, entry.serverNotBefore ?? now)) })));
}

/** Forgets the sign-up for `email`: the server has it (or refused it for good). */
export function forgetPendingSignUp(email: string) {
  writePendingSignUps(readPendingSignUps().filter((other) => !sameEmail(other, email)));
}
