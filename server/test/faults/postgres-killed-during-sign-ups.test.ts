import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { applyMigrations } from '../../src/db/migrate';
import { declareVipQueues, VIP_WELCOME_QUEUE, type VipWelcomeJob } from '../../src/vip/vip.jobs';
import { drainWaitingJobs } from '../job-reads';
import { createTestContext, type TestContext } from '../test-context';
import { startLoad, waitFor, type Outcome } from './load';

const SIGN_UPS = 2_000;
const CLIENTS = 32;

const startPostgres = (folder: string, port?: number) =>
  startEmbeddedPostgres({ dataDir: join(folder, 'postgres'), stateDir: folder, port, settings: { max_connections: 60 } });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * kill -9 of this test's own PostgreSQL: the postmaster and every backend at once, no
 * shutdown, so the restart goes through crash recovery.
 */
async function killPostgres(dataDir: string) {
  const postmaster = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = (await readFile(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')).split(/\s+/).filter(Boolean).map(Number);
  const pids = [postmaster, ...children];
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  await waitFor(async () => pids.filter(isAlive).length, (alive) => alive === 0, 10_000, 20);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const emailOf = (index: number) => `burst-${index}@chapinbox.test`;

/** The batched sign-up path (docs/decisions/0040-vip-sign-up-group-commit.md) through a crash of the database. */
describe('PostgreSQL killed during a load of 2,000 sign-ups', () => {
  let folder: string;
  let postgres: EmbeddedPostgres;
  let ctx: TestContext;
  let outcomes: Outcome[];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'chapinbox-pg-kill-'));
    await chmod(folder, 0o755);
    postgres = await startPostgres(folder);
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    await applyMigrations(pool);
    await pool.end();
    // Queues declared, no workers: every welcome job stays waiting, to be counted.
    ctx = await createTestContext({ databaseUrl: postgres.url, env: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: 'https://chapinbox.test' }, jobs: true });
    await declareVipQueues(ctx.jobs!);

    const load = startLoad({
      clients: CLIENTS,
      send: async (index, signal) => {
        // Past the last sign-up, the loops only idle until the others are done (not counted).
        if (index >= SIGN_UPS) return pause(50).then(() => new Response(null, { status: 499 }));
        const response = await fetch(`${ctx.baseUrl}/api/vip/subscribe`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.2.${(index >> 8) & 255}.${index & 255}` },
          body: JSON.stringify({ email: emailOf(index), acceptsEmails: true, language: 'es' }),
          signal,
        });
        // A refused visitor's browser waits before its next try, instead of spinning through
        // the whole load while the database is away.
        if (response.status === 503) await pause(250);
        return response;
      },
      timeoutMs: 15_000,
    });
    const answered = (status: number) => async () => load.outcomes.filter((outcome) => outcome.status === status).length;
    // A quarter of the sign-ups go through, then PostgreSQL dies mid-stream.
    await waitFor(answered(201), (count) => count >= SIGN_UPS / 4, 60_000);
    await killPostgres(postgres.dataDir);
    await waitFor(answered(503), (count) => count >= CLIENTS, 30_000);
    postgres = await startPostgres(folder, postgres.port);
    await waitFor(async () => load.outcomes.filter((outcome) => outcome.index < SIGN_UPS).length, (count) => count >= SIGN_UPS, 120_000);
    outcomes = (await load.stop()).filter((outcome) => outcome.index < SIGN_UPS);
  }, 240_000); // 2,000 sign-ups, a crash and a recovery on a shared machine

  afterAll(async () => {
    await ctx?.close();
    await postgres?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const acknowledged = () => outcomes.filter((outcome) => outcome.status === 201).map((outcome) => emailOf(outcome.index));

  it('When the database dies, then every request answers 201 or 503 with {message}, never another 5xx or a hang', () => {
    expect(outcomes).toHaveLength(SIGN_UPS);
    const unexpected = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503);
    expect(unexpected.map(({ status, error, body }) => ({ status, error, body }))).toEqual([]);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((outcome) => typeof (outcome.body as { message?: unknown }).message === 'string' && outcome.retryAfter === '5')).toBe(true);
  });

  it('When it is over, then every sign-up answered 201 is in the table, with its welcome e-mail job, and no row or job was invented', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number; email: string }>('select id, email from vip_subscribers');
    const jobs = await drainWaitingJobs<VipWelcomeJob>(ctx.jobs!, VIP_WELCOME_QUEUE);
    const jobsOf = new Map<number, number>();
    for (const job of jobs) jobsOf.set(job.data.subscriberId, (jobsOf.get(job.data.subscriberId) ?? 0) + 1);
    const stored = new Set(rows.map((row) => row.email));
    const missing = acknowledged().filter((email) => !stored.has(email));
    expect(missing).toEqual([]);
    expect(acknowledged().length).toBeGreaterThan(SIGN_UPS / 4);
    // A row whose answer was lost in the crash may exist (its visitor's browser sends it again
    // and gets 409); every row is one of the load's, with exactly one job, and every job has its row.
    const sentEmails = new Set(outcomes.map((outcome) => emailOf(outcome.index)));
    expect(rows.filter((row) => !sentEmails.has(row.email) || jobsOf.get(row.id) !== 1)).toEqual([]);
    expect(jobs.length).toBe(rows.length);
  });

  it('When the database is back, then the same server takes sign-ups again', () => {
    const lastAnswers = outcomes.filter((outcome) => outcome.index >= SIGN_UPS - CLIENTS);
    expect(lastAnswers.every((outcome) => outcome.status === 201)).toBe(true);
  });
});
