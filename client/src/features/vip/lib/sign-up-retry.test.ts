import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VipSubscribeRequest } from '@shared/vip';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { PENDING_SIGN_UPS_KEY, readPendingSignUps, type PendingSignUp } from './pending-sign-ups';
import { resumePendingSignUps, retryAfterMs, retryDelayMs, sendSignUp, SIGN_UP_RETRY } from './sign-up-retry';

const SUBSCRIBE = 'POST /api/vip/subscribe';
const created = { status: 201, body: { isAlreadySubscribed: false, message: 'Welcome' } };
const withHeaders = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message: 'Not now' }), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

/** The server's answers in order, one per request; the last one repeats. */
function serverAnswering(...answers: Array<FakeReply | (() => Promise<FakeReply>)>) {
  let next = 0;
  const api = fakeApi({
    [SUBSCRIBE]: () => {
      const answer = answers[Math.min(next++, answers.length - 1)];
      return typeof answer === 'function' ? answer() : answer;
    },
  });
  return { tries: () => api.callsTo(SUBSCRIBE).length, bodies: () => api.callsTo(SUBSCRIBE).map((call) => call.body) };
}

const request = (email: string): VipSubscribeRequest => ({ email, acceptsEmails: true, source: 'vip_modal', language: 'es' });
const pending = () => readPendingSignUps().map((entry) => ({ email: entry.request.email, attempts: entry.attempts }));
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('retry timing', () => {
  it('When Retry-After is seconds or an HTTP date, then it is read in milliseconds; anything else is ignored', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('When tries fail, then the wait doubles from 2 s up to 5 min, spread by at most a fifth, and never ends before Retry-After', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, null, middle))).toEqual([2_000, 4_000, 8_000, 16_000, 256_000, 300_000]);
    expect(retryDelayMs(1, null, () => 0)).toBe(1_600);
    expect(retryDelayMs(1, null, () => 1)).toBe(2_400);
    expect(retryDelayMs(1, 90_000, middle)).toBe(90_000);
    expect(retryDelayMs(20, 1_000, middle)).toBe(SIGN_UP_RETRY.maxDelayMs);
  });
});

describe('a sign-up kept until the server has it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No spread: the waits are exactly 2 s, 4 s, 8 s…
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When the server answers 201 at once, then nothing stays in storage', async () => {
    serverAnswering(created);

    expect(await sendSignUp(request('ana@example.com'))).toBe('subscribed');

    expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toBeNull();
  });

  it('When the server answers 409 (it already has it), then nothing stays in storage', async () => {
    serverAnswering({ status: 409, body: { isAlreadySubscribed: true, message: 'Ya' } });

    expect(await sendSignUp(request('ya@example.com'))).toBe('duplicate');

    expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toBeNull();
  });

  it('When the first tries fail (503 with Retry-After 5, then a dropped connection), then it is kept and sent again after each wait until the server has it', async () => {
    const server = serverAnswering(withHeaders(503, { 'Retry-After': '5' }), networkDown, created);

    expect(await sendSignUp(request('Lucia@Example.com'))).toBe('pending');
    expect(pending()).toEqual([{ email: 'Lucia@Example.com', attempts: 1 }]);

    // The server asked for 5 s, more than the first 2 s wait.
    await advance(4_999);
    expect(server.tries()).toBe(1);
    await advance(1);
    expect(server.tries()).toBe(2);
    expect(pending()).toEqual([{ email: 'Lucia@Example.com', attempts: 2 }]);

    // After the second failure the wait has doubled to 4 s.
    await advance(3_999);
    expect(server.tries()).toBe(2);
    await advance(1);
    expect(server.tries()).toBe(3);
    expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toBeNull();
    expect(server.bodies()).toEqual(Array(3).fill(request('Lucia@Example.com')));

    // Delivered: nothing more is sent.
    await advance(SIGN_UP_RETRY.maxDelayMs);
    expect(server.tries()).toBe(3);
  });

  it('When the address is rate limited (429), then the next try waits for its Retry-After', async () => {
    const server = serverAnswering(withHeaders(429, { 'Retry-After': '120' }), created);

    await sendSignUp(request('feria@example.com'));

    await advance(119_999);
    expect(server.tries()).toBe(1);
    await advance(1);
    expect(server.tries()).toBe(2);
    expect(pending()).toEqual([]);
  });

  it('When the server does not answer within 15 s, then the try counts as failed and the sign-up is sent again', async () => {
    const server = serverAnswering(() => new Promise<FakeReply>(() => undefined), created);

    const first = sendSignUp(request('lenta@example.com'));
    await advance(SIGN_UP_RETRY.requestTimeoutMs);
    expect(await first).toBe('pending');

    await advance(SIGN_UP_RETRY.firstDelayMs);
    expect(server.tries()).toBe(2);
    expect(pending()).toEqual([]);
  });

  it('When the server refuses the sign-up as malformed (400), then it is dropped and never sent again', async () => {
    const server = serverAnswering({ status: 400, body: { message: 'Invalid request: email' } });

    expect(await sendSignUp(request('mala@example.com'))).toBe('refused');

    expect(pending()).toEqual([]);
    await advance(SIGN_UP_RETRY.maxDelayMs);
    expect(server.tries()).toBe(1);
  });

  it('When the connection comes back, then a waiting sign-up is sent at once', async () => {
    const server = serverAnswering(networkDown, networkDown, networkDown, created);
    await sendSignUp(request('metro@example.com'));
    await advance(2_000 + 4_000);
    expect(server.tries()).toBe(3);

    window.dispatchEvent(new Event('online'));
    await advance(0);

    expect(server.tries()).toBe(4);
    expect(pending()).toEqual([]);
  });

  it('When the same e-mail is sent twice, then one sign-up is kept, with the newer form', async () => {
    serverAnswering(networkDown);

    await sendSignUp(request('doble@example.com'));
    await sendSignUp({ ...request('DOBLE@example.com'), language: 'en' });

    expect(readPendingSignUps().map((entry) => entry.request)).toEqual([{ ...request('DOBLE@example.com'), language: 'en' }]);
  });
});

describe('on a later visit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const leftByEarlierVisit = (entries: PendingSignUp[]) => window.localStorage.setItem(PENDING_SIGN_UPS_KEY, JSON.stringify(entries));

  it('When sign-ups were left pending, then they are sent as soon as the page resumes, even mid-backoff, and one still waiting for its Retry-After waits', async () => {
    const server = serverAnswering(created);
    leftByEarlierVisit([
      { request: request('ayer@example.com'), attempts: 3, nextAttemptAt: Date.now() - 60_000 },
      // The browser's own wait after five failed tries offline: a new visit starts over.
      { request: request('metro@example.com'), attempts: 5, nextAttemptAt: Date.now() + 32_000 },
      { request: request('espera@example.com'), attempts: 1, nextAttemptAt: Date.now() + 30_000, serverNotBefore: Date.now() + 30_000 },
    ]);

    resumePendingSignUps();
    await advance(0);

    expect(server.bodies()).toEqual([request('ayer@example.com'), request('metro@example.com')]);
    expect(pending()).toEqual([{ email: 'espera@example.com', attempts: 1 }]);
    await advance(29_999);
    expect(server.tries()).toBe(2);
    await advance(1);
    expect(server.bodies()).toEqual([request('ayer@example.com'), request('metro@example.com'), request('espera@example.com')]);
    expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toBeNull();
  });

  it('When the server asked to wait (429 with Retry-After), then the wait is kept with the sign-up for a later visit', async () => {
    serverAnswering(withHeaders(429, { 'Retry-After': '120' }));

    await sendSignUp(request('feria@example.com'));

    const [kept] = readPendingSignUps();
    expect(kept.serverNotBefore).toBe(Date.now() + 120_000);
    expect(kept.nextAttemptAt).toBe(Date.now() + 120_000);
  });

  it('When the stored list is damaged, then it is read as empty instead of breaking the page', () => {
    window.localStorage.setItem(PENDING_SIGN_UPS_KEY, '{not json');
    expect(readPendingSignUps()).toEqual([]);
    window.localStorage.setItem(PENDING_SIGN_UPS_KEY, JSON.stringify([{ request: {} }, { request: request('ok@example.com'), attempts: 0, nextAttemptAt: 0 }]));
    expect(readPendingSignUps().map((entry) => entry.request.email)).toEqual(['ok@example.com']);
  });
});
