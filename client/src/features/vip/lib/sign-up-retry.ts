import type { VipSubscribeRequest } from '@shared/vip';
import { ApiError } from '@/lib/api-client';
import { subscribeToVip, type SubscribeOutcome } from '../api/subscribe';
import { forgetPendingSignUp, keepPendingSignUp, readPendingSignUps, reschedulePendingSignUp, restartOwnWaits, type PendingSignUp } from './pending-sign-ups';

/** Retry timing of a sign-up the server has not acknowledged (docs/product.md#constants). */
export const SIGN_UP_RETRY = {
  /** Wait before the second try; each later wait doubles. */
  firstDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  /** Each wait is spread by up to this share either way, so a crowd refused together does not come back together. */
  spread: 0.2,
  /** A request unanswered for this long counts as failed. */
  requestTimeoutMs: 15_000,
};

/** What became of a try: the server has it (201 or 409), refused it for good (400), or it waits for the next try. */
export type SignUpDelivery = SubscribeOutcome | 'refused' | 'pending';

/** A `Retry-After` value (seconds or an HTTP date) in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait after try number `attempts` failed: `firstDelayMs` doubling up to `maxDelayMs`, spread a little, never before the server's Retry-After. */
export function retryDelayMs(attempts: number, retryAfter: number | null, random = Math.random) {
  const backoff = Math.min(SIGN_UP_RETRY.maxDelayMs, SIGN_UP_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  const spread = backoff * (1 + SIGN_UP_RETRY.spread * (2 * random() - 1));
  return Math.max(spread, retryAfter ?? 0);
}

const keyOf = (request: VipSubscribeRequest) => request.email.toLowerCase();
const inFlight = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** One try of `entry`; whatever happens, the next due try is scheduled. */
async function attempt(entry: PendingSignUp): Promise<SignUpDelivery> {
  const key = keyOf(entry.request);
  if (inFlight.has(key)) return 'pending';
  inFlight.add(key);
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(new DOMException('The sign-up took too long', 'TimeoutError')), SIGN_UP_RETRY.requestTimeoutMs);
  try {
    const outcome = await subscribeToVip(entry.request, { signal: abort.signal });
    forgetPendingSignUp(entry.request.email);
    return outcome;
  } catch (error) {
    // A 400 will never pass (the form checks the same schema first); anything else may.
    if (error instanceof ApiError && error.status === 400) {
      console.error('VIP sign-up refused', error);
      forgetPendingSignUp(entry.request.email);
      return 'refused';
    }
    const attempts = entry.attempts + 1;
    const retryAfter = error instanceof ApiError ? retryAfterMs(error.response?.headers.get('Retry-After')) : null;
    const now = Date.now();
    reschedulePendingSignUp(entry.request.email, { attempts, nextAttemptAt: now + retryDelayMs(attempts, retryAfter), serverNotBefore: retryAfter === null ? undefined : now + retryAfter });
    return 'pending';
  } finally {
    clearTimeout(timeout);
    inFlight.delete(key);
    scheduleNextTry();
  }
}

function tryDueSignUps() {
  const now = Date.now();
  for (const entry of readPendingSignUps()) {
    if (entry.nextAttemptAt <= now) void attempt(entry);
  }
  scheduleNextTry();
}

function scheduleNextTry() {
  clearTimeout(timer);
  const waiting = readPendingSignUps().filter((entry) => !inFlight.has(keyOf(entry.request)));
  if (waiting.length === 0) return;
  const next = Math.min(...waiting.map((entry) => entry.nextAttemptAt));
  timer = setTimeout(tryDueSignUps, Math.max(0, next - Date.now()));
}

/** Back online: every pending sign-up is tried at once, whatever its wait. */
function tryAllNow() {
  for (const entry of readPendingSignUps()) void attempt(entry);
}

function listenForConnection() {
  if (listening) return;
  listening = true;
  window.addEventListener('online', tryAllNow);
}

/**
 * Keeps `request` in this browser's storage, sends it now and, until the server answers 201
 * or 409, again with backoff while the page is open and on later visits (resumePendingSignUps).
 * Resolves with the first try's outcome.
 */
export function sendSignUp(request: VipSubscribeRequest): Promise<SignUpDelivery> {
  const entry: PendingSignUp = { request, attempts: 0, nextAttemptAt: Date.now() };
  keepPendingSignUp(entry);
  listenForConnection();
  return attempt(entry);
}

/**
 * On a later visit: tries the sign-ups at once, except those whose server asked to wait
 * (Retry-After), which are scheduled for when that ends.
 */
export function resumePendingSignUps() {
  listenForConnection();
  restartOwnWaits(Date.now());
  tryDueSignUps();
}
