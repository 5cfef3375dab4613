import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { PHONE_AGENT } from '../../src/insights/insights-test-helpers';
import { createTestContext, type TestContext } from '../test-context';
import { startLoad, waitFor, type Outcome } from './load';
import { startMigratedPostgres, startOwnPostgres } from './own-postgres';

const CLIENTS = 8;

/** Each beacon's page view names its own path, so the table says which ones were stored. */
const pathOf = (index: number) => `/fault-${index}`;

describe('PostgreSQL stops and starts while measurement beacons stream in', () => {
  let folder: string;
  let postgres: EmbeddedPostgres;
  let ctx: TestContext;
  let outcomes: Outcome[];
  let startedAgainAt: number;

  beforeAll(async () => {
    ({ folder, postgres } = await startMigratedPostgres('chapinbox-pg-restart-insights-'));
    // Each beacon comes from its own address (X-Forwarded-For), so the per-address limit stays out of the way.
    ctx = await createTestContext({ databaseUrl: postgres.url, env: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: 'https://chapinbox.test' } });

    const load = startLoad({
      clients: CLIENTS,
      send: (index, signal) =>
        fetch(`${ctx.baseUrl}/api/insights/events`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': PHONE_AGENT, 'X-Forwarded-For': `10.2.${(index >> 8) & 255}.${index & 255}` },
          body: JSON.stringify({ events: [{ type: 'pageview', path: pathOf(index), language: 'es', device: 'phone' }] }),
          signal,
        }),
    });
    const answered = (status: number, since: number) => async () => load.outcomes.filter((outcome) => outcome.status === status && outcome.startedAt >= since).length;
    await waitFor(answered(202, 0), (count) => count > 0, 20_000);
    const stoppedAt = Date.now();
    await postgres.stop();
    await waitFor(answered(503, stoppedAt), (count) => count >= CLIENTS, 20_000);
    postgres = await startOwnPostgres(folder, postgres.port);
    startedAgainAt = Date.now();
    await waitFor(async () => load.outcomes.filter((outcome) => outcome.startedAt > startedAgainAt + 1_500).length, (count) => count >= CLIENTS, 30_000);
    outcomes = await load.stop();
  }, 120_000); // starts PostgreSQL, stops it and starts it again under load

  afterAll(async () => {
    await ctx?.close();
    await postgres?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('When the database is away, then beacons answer 503 {message}, never another error or a hang', () => {
    const unexpected = outcomes.filter((outcome) => outcome.status !== 202 && outcome.status !== 503);
    expect(unexpected.map(({ status, error, body }) => ({ status, error, body }))).toEqual([]);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(CLIENTS);
    for (const outcome of refused) expect(outcome.body).toEqual({ message: expect.any(String) });
  });

  it('When the database is back, then beacons are stored again without a restart of the server', () => {
    const lastSecond = outcomes.filter((outcome) => outcome.startedAt > startedAgainAt + 1_500);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.every((outcome) => outcome.status === 202)).toBe(true);
  });

  it('When it is over, then every beacon answered 202 is in the table, and none that was refused', async () => {
    const accepted = outcomes.filter((outcome) => outcome.status === 202).map((outcome) => pathOf(outcome.index));
    expect(accepted.length).toBeGreaterThan(CLIENTS);
    const { rows } = await ctx.database.pool.query<{ path: string }>('select path from insight_events');
    expect(rows.map((row) => row.path).sort()).toEqual([...accepted].sort());
  });
});
