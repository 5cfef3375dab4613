import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { registerVipWorkers } from '../../src/vip/vip.worker';
import { startFakeThirdParty, type FakeThirdParty } from '../fake-third-party';
import { createStaffUser } from '../staff-session';
import { createTestContext, type TestContext } from '../test-context';
import { startLoad, waitFor, type Outcome } from './load';
import { startMigratedPostgres, startOwnPostgres } from './own-postgres';

const CLIENTS = 16;
const FAST_RETRY = { retryLimit: 5, retryDelay: 1, retryBackoff: false };

const emailOf = (index: number) => `load-${index}@chapinbox.test`;

describe('PostgreSQL stops and starts while sign-ups stream in', () => {
  let folder: string;
  let postgres: EmbeddedPostgres;
  let ctx: TestContext;
  let webhook: FakeThirdParty;
  let outcomes: Outcome[];
  let stoppedAt: number;
  let startedAgainAt: number;
  let refusedWhileAway: number;

  beforeAll(async () => {
    ({ folder, postgres } = await startMigratedPostgres('chapinbox-pg-restart-'));

    webhook = await startFakeThirdParty();
    ctx = await createTestContext({
      databaseUrl: postgres.url,
      // Each client is its own visitor (X-Forwarded-For), so per-address limits do not interfere.
      env: { TRUST_PROXY: 'loopback', VIP_WEBHOOK_URL: webhook.url, PUBLIC_ORIGIN: 'https://chapinbox.test' },
      jobs: true,
      registerWorkers: (deps) => registerVipWorkers(deps, FAST_RETRY),
    });

    // VIP sign-ups stream in from many clients; PostgreSQL goes away in the middle.
    const load = startLoad({
      clients: CLIENTS,
      send: (index, signal) =>
        fetch(`${ctx.baseUrl}/api/vip/subscribe`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.${index >> 8 & 255}.${index & 255}` },
          body: JSON.stringify({ email: emailOf(index), acceptsEmails: true, language: 'es' }),
          signal,
        }),
    });
    const answered = (status: number, since: number) => async () =>
      load.outcomes.filter((outcome) => outcome.status === status && outcome.startedAt >= since).length;
    // Sign-ups go through; then PostgreSQL stops until the server has refused a round of them.
    await waitFor(answered(201, 0), (count) => count > 0, 20_000);
    stoppedAt = Date.now();
    await postgres.stop();
    refusedWhileAway = await waitFor(answered(503, stoppedAt), (count) => count >= CLIENTS, 20_000);
    postgres = await startOwnPostgres(folder, postgres.port);
    startedAgainAt = Date.now();
    // The load goes on until a full round of sign-ups has started more than 1.5 s after the restart.
    await waitFor(async () => load.outcomes.filter((outcome) => outcome.startedAt > startedAgainAt + 1_500).length, (count) => count >= CLIENTS, 30_000);
    outcomes = await load.stop();
  }, 120_000); // starts PostgreSQL, stops it and starts it again under load

  afterAll(async () => {
    await ctx?.close();
    await webhook?.close();
    await postgres?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const accepted = () => outcomes.filter((outcome) => outcome.status === 201);

  it('When the database is away, then requests answer 503 {message} with Retry-After, never crash or hang', () => {
    const unexpected = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503);
    expect(unexpected.map(({ status, error, body }) => ({ status, error, body }))).toEqual([]);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.body).toEqual({ message: expect.stringMatching(/temporarily unavailable/) });
      expect(outcome.retryAfter).toBe('5');
    }
    // Nobody was held until the database came back: a full round was refused while it was still
    // stopped. (A request left unanswered is recorded by the load with status 0, in `unexpected`.)
    expect(refusedWhileAway).toBeGreaterThanOrEqual(CLIENTS);
  });

  it('When the database is back, then the same server recovers by itself within seconds', () => {
    expect(accepted().some((outcome) => outcome.startedAt < stoppedAt)).toBe(true);
    // Once the first sign-up after the restart is accepted, no later one is refused.
    const afterRestart = outcomes.filter((outcome) => outcome.startedAt >= startedAgainAt).sort((a, b) => a.startedAt - b.startedAt);
    const firstAccepted = afterRestart.findIndex((outcome) => outcome.status === 201);
    expect(firstAccepted).toBeGreaterThanOrEqual(0);
    expect(afterRestart.slice(firstAccepted).filter((outcome) => outcome.status !== 201)).toEqual([]);
    // Everything sent in the last second went through.
    const lastSecond = outcomes.filter((outcome) => outcome.startedAt > startedAgainAt + 1_500);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.every((outcome) => outcome.status === 201)).toBe(true);
  });

  it('When it is over, then every sign-up answered 201 is in the table, and none that was refused', async () => {
    const emails = accepted().map((outcome) => emailOf(outcome.index));
    expect(emails.length).toBeGreaterThan(CLIENTS);
    const { rows } = await ctx.database.pool.query<{ email: string }>('select email from vip_subscribers');
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
  });

  it('When it is over, then each stored sign-up got its welcome e-mail and its webhook forward exactly once', async () => {
    const emails = accepted().map((outcome) => emailOf(outcome.index)).sort();
    const forwarded = () => webhook.state.delivered.map((call) => (call.json as { email: string }).email).sort();
    const welcomed = () => ctx.mailer.sent.map((message) => message.to).sort();
    await waitFor(async () => forwarded().length + welcomed().length, (count) => count >= 2 * emails.length, 30_000);
    expect(forwarded()).toEqual(emails);
    expect(welcomed()).toEqual(emails);
  });

  it('When it is over, then sign-in sessions and rate limits work again on the same pools', async () => {
    const user = await createStaffUser(ctx);
    const client = ctx.client();
    // As the HTTPS proxy TRUST_PROXY stands for would send it: cookies are Secure there.
    const login = await client.post('/api/auth/login', { email: user.email, password: user.password }, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(login.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await ctx.client().get('/api/health')).body).toEqual({ status: 'ok', db: 'up', storage: 'up' });
  });
});
