import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsettledJobs, watchJobs } from '../../test/job-reads';
import { createTestContext, type TestContext } from '../../test/test-context';
import { RUSH_BATCH_INTERVAL_MS, RUSH_REQUESTS, startJobs, type Jobs } from '../jobs/jobs';
import { countInFlight } from '../lib/requests-in-flight';
import { createLogger } from '../lib/logger';
import type { MailMessage, Mailer, SendResult } from '../mail/mailer';
import { declareVipQueues, VIP_WELCOME_QUEUE, type VipWelcomeJob } from './vip.jobs';
import { createVipService } from './vip.service';
import { registerVipWorkers } from './vip.worker';

/** Polls until `check` holds (the jobs run on pg-boss's polling). */
async function waitUntil(check: () => boolean | Promise<boolean>, timeout = 20_000) {
  await expect.poll(check, { timeout, interval: 100 }).toBe(true);
}

/** A mailer whose answer per address the test decides; it keeps every message it delivered. */
function scriptedMailer(answer: (to: string, attempt: number) => SendResult) {
  const attempts = new Map<string, number>();
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    mode: 'log',
    async send(message) {
      const attempt = (attempts.get(message.to) ?? 0) + 1;
      attempts.set(message.to, attempt);
      const result = answer(message.to, attempt);
      if (result.status === 'delivered') delivered.push(message);
      return result;
    },
    close() {},
  };
  return { mailer, delivered, attempts };
}

describe('the welcome e-mail queue', () => {
  let ctx: TestContext;
  let slowPolling: Jobs;

  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true });
    await declareVipQueues(ctx.jobs!, { retryDelay: 1 });
  });
  afterAll(async () => {
    await slowPolling?.stop();
    await ctx.close();
  });

  // 1,200 sign-ups written in batches, then drained by a worker that polls only every 5 minutes.
  it('When the backlog is larger than one fetch, then the worker fetches again at once instead of waiting for its next poll', { timeout: 60_000 }, async () => {
    const vip = createVipService(ctx.deps);
    const emails = Array.from({ length: 1_200 }, (_, i) => `backlog${i}@example.com`);
    await Promise.all(emails.map((email) => vip.subscribe({ email, acceptsEmails: true, source: 'vip_modal', language: 'es', origin: 'https://chapinbox.test' })));
    const { mailer, delivered } = scriptedMailer(() => ({ status: 'delivered' }));

    slowPolling = await startJobs({ pool: ctx.database.pool, logger: createLogger('silent'), pollingIntervalSeconds: 300 });
    const watched = watchJobs(slowPolling);
    await registerVipWorkers({ ...ctx.deps, jobs: watched.jobs, mailer });

    // Three fetches (500, 500, 200): only the first comes from a poll.
    await waitUntil(() => delivered.length === emails.length, 30_000);
    expect(new Set(delivered.map((message) => message.to))).toEqual(new Set(emails));
    expect(watched.handed.filter((entry) => entry.queue === VIP_WELCOME_QUEUE).map((entry) => entry.jobs.length)).toEqual([500, 500, 200]);
    await waitUntil(async () => (await unsettledJobs(slowPolling, VIP_WELCOME_QUEUE)) === 0);
    const jobs = await watched.states(VIP_WELCOME_QUEUE);
    expect(jobs.filter((job) => job?.state === 'completed')).toHaveLength(emails.length);
  });

  // The same backlog while the process answers a rush of requests (open responses, counted as
  // the HTTP server counts them), drained by the same slow-polling kind of worker.
  it('When a rush of requests is in flight, then the worker starts at most one full batch a second, and still drains the backlog without waiting for its poll', { timeout: 60_000 }, async () => {
    const vip = createVipService(ctx.deps);
    const emails = Array.from({ length: 1_200 }, (_, i) => `rush${i}@example.com`);
    await Promise.all(emails.map((email) => vip.subscribe({ email, acceptsEmails: true, source: 'vip_modal', language: 'es', origin: 'https://chapinbox.test' })));
    const rush = Array.from({ length: RUSH_REQUESTS + 1 }, () => new EventEmitter());
    rush.forEach((res) => countInFlight(res as ServerResponse));
    const sentAt = new Map<string, number>();
    const { mailer, delivered } = scriptedMailer((to) => {
      sentAt.set(to, Date.now());
      return { status: 'delivered' };
    });

    const rushWorker = await startJobs({ pool: ctx.database.pool, logger: createLogger('silent'), pollingIntervalSeconds: 300 });
    try {
      await registerVipWorkers({ ...ctx.deps, jobs: rushWorker, mailer });
      await waitUntil(() => emails.every((email) => sentAt.has(email)), 30_000);
    } finally {
      rush.forEach((res) => res.emit('close'));
      await rushWorker.stop();
    }

    // Three fetches (500, 500, 200), each begun at least a second after the one before.
    const times = emails.map((email) => sentAt.get(email)!).sort((a, b) => a - b);
    expect(times[emails.length - 1] - times[0]).toBeGreaterThanOrEqual(2 * RUSH_BATCH_INTERVAL_MS - 50);
    expect(new Set(delivered.map((message) => message.to))).toEqual(new Set(emails));
  });
});

describe('welcome e-mails that fail', () => {
  let ctx: TestContext;
  let watched: ReturnType<typeof watchJobs>;
  const script = scriptedMailer((to, attempt) => {
    if (to === 'nobody@example.com') return { status: 'permanent-failure', reason: '550 No such mailbox here' };
    if (to === 'busy@example.com' && attempt === 1) return { status: 'temporary-failure', reason: '451 Mailbox busy, try later' };
    return { status: 'delivered' };
  });

  beforeAll(async () => {
    ctx = await createTestContext({
      jobs: true,
      env: { TRUST_PROXY: 'loopback' },
      // One-second retries keep the test short; production keeps the 5 s exponential default.
      registerWorkers: (deps) => {
        watched = watchJobs(deps.jobs);
        return registerVipWorkers({ ...deps, jobs: watched.jobs, mailer: script.mailer }, { retryDelay: 1 });
      },
    });
  });
  afterAll(() => ctx.close());

  // Waits for pg-boss to retry the busy mailbox (one-second retry).
  it('When a mailbox is busy, then its e-mail is retried and delivered once; when it does not exist, then it is not retried', { timeout: 30_000 }, async () => {
    const emails = ['nobody@example.com', 'busy@example.com', 'fine@example.com'];
    for (const [i, email] of emails.entries()) {
      const response = await ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true }, { headers: { 'X-Forwarded-For': `10.8.0.${i + 1}` } });
      expect(response.status).toBe(201);
    }

    const { rows: subscribers } = await ctx.database.pool.query<{ id: number; email: string }>('select id, email from vip_subscribers');
    const emailOf = new Map(subscribers.map((row) => [row.id, row.email]));
    const jobStates = async () =>
      (await watched.states<VipWelcomeJob>(VIP_WELCOME_QUEUE)).map((job) => ({ email: emailOf.get(job!.data.subscriberId), state: job!.state, retryCount: job!.retryCount }));
    await waitUntil(async () => {
      const jobs = await jobStates();
      return jobs.length === emails.length && jobs.every((job) => job.state === 'completed') && script.delivered.length === 2;
    });

    expect(script.delivered.map((message) => message.to).sort()).toEqual(['busy@example.com', 'fine@example.com']);
    expect(Object.fromEntries(script.attempts)).toEqual({ 'nobody@example.com': 1, 'busy@example.com': 2, 'fine@example.com': 1 });
    const states = Object.fromEntries((await jobStates()).map((job) => [job.email, job.retryCount]));
    expect(states).toEqual({ 'nobody@example.com': 0, 'busy@example.com': 1, 'fine@example.com': 0 });
  });
});
