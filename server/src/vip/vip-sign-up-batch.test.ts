import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { rateLimits, vipSubscribers } from '../db/schema';
import { declareVipQueues, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE } from './vip.jobs';
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
    ctx = await createTestContext({ jobs: true, env: { TRUST_PROXY: 'true', VIP_WEBHOOK_URL: 'http://127.0.0.1:9/vip' } });
    await declareVipQueues(ctx.jobs!);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(vipSubscribers);
    await ctx.database.db.delete(rateLimits);
    await ctx.database.pool.query('delete from pgboss.job where name = any($1)', [[VIP_WELCOME_QUEUE, VIP_FORWARD_QUEUE]]);
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

  it('When sign-ups are written together, then each row’s welcome e-mail and forward jobs were committed in the row’s own transaction', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => ctx.client().post('/api/vip/subscribe', { email: `tx${i}@example.com`, acceptsEmails: true }, { headers: freshIp() })));

    const { rows } = await ctx.database.pool.query<{ email: string; welcome: number; forward: number; other_tx: number }>(
      `select s.email,
         count(*) filter (where j.name = $1)::int as welcome,
         count(*) filter (where j.name = $2)::int as forward,
         count(*) filter (where j.xmin::text <> s.xmin::text)::int as other_tx
       from vip_subscribers s
       join pgboss.job j on (j.name = $1 and (j.data->>'subscriberId')::bigint = s.id) or (j.name = $2 and j.data->>'email' = s.email)
       group by s.email`,
      [VIP_WELCOME_QUEUE, VIP_FORWARD_QUEUE],
    );
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.welcome === 1 && row.forward === 1 && row.other_tx === 0)).toBe(true);
  });

  it('When the statement writes a job, then it carries the queue’s settings exactly as pg-boss’s own send does', async () => {
    const vip = createVipService(ctx.deps);
    await vip.subscribe(signUp('settings@example.com'));
    await ctx.jobs!.send(VIP_WELCOME_QUEUE, { subscriberId: -1, origin: 'https://chapinbox.test' });

    const { rows } = await ctx.database.pool.query(
      `select name, state, priority, retry_limit, retry_count, retry_delay, retry_backoff, expire_in, keep_until - start_after as kept, dead_letter, policy,
         singleton_key, start_after <= now() as due
       from pgboss.job where name = $1 order by (data->>'subscriberId')::bigint`,
      [VIP_WELCOME_QUEUE],
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(rows[0]);
  });

  it('When one sign-up of a batch cannot be stored, then only it fails: the others are stored and answered', async () => {
    const vip = createVipService(ctx.deps);
    const emails = Array.from({ length: 20 }, (_, i) => (i === 7 ? 'broken\u0000@example.com' : `ok${i}@example.com`));

    // Submitted in one turn of the event loop: one batch.
    const outcomes = await Promise.allSettled(emails.map((email) => vip.subscribe(signUp(email))));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(emails.map((_, i) => (i === 7 ? 'rejected' : 'fulfilled')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').every((outcome) => outcome.value.isAlreadySubscribed === false)).toBe(true);
    expect(await count('select count(*)::int as n from vip_subscribers')).toBe(19);
    expect(await count(`select count(*)::int as n from pgboss.job where name = '${VIP_WELCOME_QUEUE}'`)).toBe(19);
  });

  it('When the batch cannot commit its jobs, then none of its sign-ups is acknowledged and no row is stored', async () => {
    const vip = createVipService(ctx.deps);
    await ctx.jobs!.boss.deleteQueue(VIP_WELCOME_QUEUE);
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => vip.subscribe(signUp(`lost${i}@example.com`))));

      expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
      expect(await count('select count(*)::int as n from vip_subscribers')).toBe(0);
      expect(await count(`select count(*)::int as n from pgboss.job where name = '${VIP_FORWARD_QUEUE}'`)).toBe(0);
    } finally {
      await ctx.jobs!.queue(VIP_WELCOME_QUEUE);
    }
  });

  it('When the same e-mail comes in the same batch in two letter cases, then the first one is the new member and the second a repeat', async () => {
    const vip = createVipService(ctx.deps);

    const [first, second] = await Promise.all([vip.subscribe(signUp('Same@Example.com')), vip.subscribe(signUp('same@example.COM'))]);

    expect([first, second]).toEqual([{ isAlreadySubscribed: false }, { isAlreadySubscribed: true }]);
    const { rows } = await ctx.database.pool.query<{ email: string }>('select email from vip_subscribers');
    expect(rows).toEqual([{ email: 'Same@Example.com' }]);
  });
});
