import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainWaitingJobs, unsettledJobs } from '../../test/job-reads';
import { createTestContext, type TestContext } from '../../test/test-context';
import { rateLimits, vipSubscribers } from '../db/schema';
import { declareVipQueues, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE, type VipForwardJob, type VipWelcomeJob } from './vip.jobs';
import { createVipService } from './vip.service';

/** Group commit of VIP sign-ups (docs/decisions/0040-vip-sign-up-group-commit.md). */
describe('VIP sign-ups written together', () => {
  let ctx: TestContext;
  let ipCounter = 0;
  const freshIp = () => ({ 'X-Forwarded-For': `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
  const signUp = (email: string) => ({ email, acceptsEmails: true, source: 'vip_modal', language: 'es' as const, origin: 'https://chapinbox.test' });
  const count = async (sql: string) => (await ctx.database.pool.query<{ n: number }>(sql)).rows[0].n;

  beforeAll(async () => {
    // Queues declared, no workers: the jobs stay in the table for the checks.
    ctx = await createTestContext({ jobs: true, env: { TRUST_PROXY: 'loopback', VIP_WEBHOOK_URL: 'http://127.0.0.1:9/vip' } });
    await declareVipQueues(ctx.jobs!);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    vi.restoreAllMocks();
    await ctx.database.db.delete(vipSubscribers);
    await ctx.database.db.delete(rateLimits);
    // No worker takes them: every job a test left is still waiting, or completed by the test.
    for (const queue of [VIP_WELCOME_QUEUE, VIP_FORWARD_QUEUE]) await ctx.jobs!.boss.purgeQueue(queue);
  });

  it('When 200 sign-ups arrive at once, 150 distinct e-mails and 50 repeats in other letter case, then each e-mail answers 201 exactly once and every repeat 409', async () => {
    const emails = Array.from({ length: 150 }, (_, i) => `fan${i}@example.com`);
    const bodies = [...emails, ...emails.slice(0, 50).map((email) => email.toUpperCase())].map((email) => ({ email, acceptsEmails: true, source: 'vip_modal' }));

    const answers = await Promise.all(bodies.map((body) => ctx.client().post('/api/vip/subscribe', body, { headers: freshIp() })));

    const created = answers.filter((answer) => answer.status === 201);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(50);
    expect(created).toHaveLength(150);
    const createdEmails = answers.flatMap((answer, i) => (answer.status === 201 ? [bodies[i].email.toLowerCase()] : []));
    expect(new Set(createdEmails)).toEqual(new Set(emails));
    expect(await count('select count(*)::int as n from vip_subscribers')).toBe(150);
    // Written together: far fewer transactions than sign-ups.
    expect(await count('select count(distinct xmin::text)::int as n from vip_subscribers')).toBeLessThan(150);
  });

  it('When sign-ups are written together, then each row has exactly one welcome e-mail job and one forward job', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => ctx.client().post('/api/vip/subscribe', { email: `tx${i}@example.com`, acceptsEmails: true }, { headers: freshIp() })));

    const { rows } = await ctx.database.pool.query<{ id: number; email: string }>('select id, email from vip_subscribers order by id');
    const welcome = await drainWaitingJobs<VipWelcomeJob>(ctx.jobs!, VIP_WELCOME_QUEUE);
    const forward = await drainWaitingJobs<VipForwardJob>(ctx.jobs!, VIP_FORWARD_QUEUE);
    expect(rows).toHaveLength(40);
    expect(welcome.map((job) => job.data.subscriberId).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    expect(forward.map((job) => job.data.email).sort()).toEqual(rows.map((row) => row.email).sort());
  });

  it('When the batch fails after its jobs were written, then neither its rows nor its jobs remain', async () => {
    const vip = createVipService(ctx.deps);
    const insert = ctx.jobs!.insert;
    vi.spyOn(ctx.jobs!, 'insert').mockImplementation(async (jobs, options) => {
      await insert(jobs, options);
      throw new Error('the batch fails after its jobs');
    });

    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => vip.subscribe(signUp(`undone${i}@example.com`))));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(await count('select count(*)::int as n from vip_subscribers')).toBe(0);
    expect([await unsettledJobs(ctx.jobs!, VIP_WELCOME_QUEUE), await unsettledJobs(ctx.jobs!, VIP_FORWARD_QUEUE)]).toEqual([0, 0]);
  });

  it('When a sign-up writes its jobs, then they carry the queue’s settings exactly as a job sent alone does', async () => {
    const vip = createVipService(ctx.deps);
    await vip.subscribe(signUp('settings@example.com'));
    await ctx.jobs!.send(VIP_WELCOME_QUEUE, { subscriberId: -1, origin: 'https://chapinbox.test' });

    const settings = (await drainWaitingJobs<VipWelcomeJob>(ctx.jobs!, VIP_WELCOME_QUEUE))
      .sort((a, b) => a.data.subscriberId - b.data.subscriberId)
      .map((job) => ({
        name: job.name,
        priority: job.priority,
        retry: [job.retryLimit, job.retryCount, job.retryDelay, job.retryBackoff],
        expireIn: job.expireIn,
        kept: job.keepUntil.getTime() - job.startAfter.getTime(),
        deadLetter: job.deadLetter,
        policy: job.policy,
        singletonKey: job.singletonKey,
      }));
    expect(settings).toHaveLength(2);
    expect(settings[1]).toEqual(settings[0]);
    expect(settings[0].retry).toEqual([10, 0, 5, true]);
  });

  it('When one sign-up of a batch cannot be stored, then only it fails: the others are stored and answered', async () => {
    const vip = createVipService(ctx.deps);
    const emails = Array.from({ length: 20 }, (_, i) => (i === 7 ? 'broken\u0000@example.com' : `ok${i}@example.com`));

    // Submitted in one turn of the event loop: one batch.
    const outcomes = await Promise.allSettled(emails.map((email) => vip.subscribe(signUp(email))));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(emails.map((_, i) => (i === 7 ? 'rejected' : 'fulfilled')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').every((outcome) => outcome.value.isAlreadySubscribed === false)).toBe(true);
    expect(await count('select count(*)::int as n from vip_subscribers')).toBe(19);
    expect(await unsettledJobs(ctx.jobs!, VIP_WELCOME_QUEUE)).toBe(19);
  });

  it('When the batch cannot commit its jobs, then none of its sign-ups is acknowledged and no row is stored', async () => {
    const vip = createVipService(ctx.deps);
    vi.spyOn(ctx.jobs!, 'insert').mockRejectedValue(new Error('the jobs cannot be written'));

    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => vip.subscribe(signUp(`lost${i}@example.com`))));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(await count('select count(*)::int as n from vip_subscribers')).toBe(0);
    expect(await unsettledJobs(ctx.jobs!, VIP_FORWARD_QUEUE)).toBe(0);
  });

  it('When the same e-mail comes in the same batch in two letter cases, then the first one is the new member and the second a repeat', async () => {
    const vip = createVipService(ctx.deps);

    const [first, second] = await Promise.all([vip.subscribe(signUp('Same@Example.com')), vip.subscribe(signUp('same@example.COM'))]);

    expect([first, second]).toEqual([{ isAlreadySubscribed: false }, { isAlreadySubscribed: true }]);
    const { rows } = await ctx.database.pool.query<{ email: string }>('select email from vip_subscribers');
    expect(rows).toEqual([{ email: 'Same@Example.com' }]);
  });
});

describe('VIP sign-ups before any worker has started', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true });
  });
  afterAll(() => ctx.close());

  // pg-boss's insert skips, without an error, the jobs of a queue that does not exist.
  it('When no queue has been declared yet, then the first sign-up declares them and its welcome job is queued', async () => {
    expect(await ctx.jobs!.boss.getQueue(VIP_WELCOME_QUEUE)).toBeNull();

    await createVipService(ctx.deps).subscribe({ email: 'first@example.com', acceptsEmails: true, source: 'vip_modal', language: 'es', origin: 'https://chapinbox.test' });

    expect(await unsettledJobs(ctx.jobs!, VIP_WELCOME_QUEUE)).toBe(1);
  });
});
