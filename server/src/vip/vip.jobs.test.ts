import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { startFakeThirdParty, type FakeThirdParty } from '../../test/fake-third-party';
import { heldJobs, watchJobs } from '../../test/job-reads';
import { createTestContext, type TestContext } from '../../test/test-context';
import { vipSubscribers } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { declareVipQueues, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE, type VipWelcomeJob } from './vip.jobs';
import { createVipService } from './vip.service';
import { registerVipWorkers } from './vip.worker';

/** Polls until `check` holds (the jobs run on pg-boss's polling interval). */
async function waitUntil(check: () => boolean | Promise<boolean>, timeout = 20_000) {
  await expect.poll(check, { timeout, interval: 100 }).toBe(true);
}

/** Quoted-printable soft line breaks and escapes undone, enough to read links in a message's body. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A raw message's headers as sent, and its body decoded (a token in a header must not be read as an escape). */
function readMessage(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  return { headers: raw.slice(0, end), body: decodeQuotedPrintable(raw.slice(end)) };
}

describe('VIP background jobs (pg-boss, real SMTP and HTTP fakes)', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let webhook: FakeThirdParty;
  let watched: ReturnType<typeof watchJobs>;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ failNext: 1 });
    webhook = await startFakeThirdParty();
    webhook.state.failNext = 1;
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: undefined as never });
    ctx = await createTestContext({
      jobs: true,
      env: { VIP_WEBHOOK_URL: `${webhook.url}/vip-webhook`, PUBLIC_ORIGIN: 'https://chapinbox.test' },
      // One-second retries keep the test short; production keeps the 5 s exponential default.
      registerWorkers: (deps) => {
        watched = watchJobs(deps.jobs);
        return registerVipWorkers({ ...deps, jobs: watched.jobs, mailer }, { retryDelay: 1 });
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await webhook.close();
  });

  // Waits for pg-boss to retry the e-mail and the forward (one-second retries).
  it('When SMTP and the webhook fail at first, then the sign-up still answers 201 and both jobs succeed on retry', { timeout: 30_000 }, async () => {
    const response = await ctx.client().post('/api/vip/subscribe', { email: 'Lucia@Example.com', acceptsEmails: true, source: 'vip_modal', language: 'en' });
    expect(response.status).toBe(201);

    await waitUntil(() => smtp.state.received.length === 1 && webhook.state.delivered.length === 1);

    expect(smtp.state.attempts).toBe(2);
    expect(webhook.state.received.length).toBe(2);
    expect(webhook.state.delivered.map((call) => call.json)).toEqual([{ email: 'Lucia@Example.com' }]);
    const message = smtp.state.received[0];
    expect(message.to.map((to) => to.toLowerCase())).toEqual(['lucia@example.com']);
    const { headers, body } = readMessage(message.raw);
    expect(headers).toContain('Subject: Welcome to the ChapinBox VIP Club!');
    expect(headers).toMatch(/List-Unsubscribe:\s+<https:\/\/chapinbox\.test\/api\/vip\/unsubscribe\?token=[\w-]+>/);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(body).toMatch(/https:\/\/chapinbox\.test\/api\/vip\/confirm\?token=[\w-]+/);
    // The job is marked completed just after its handler returns: wait for that too.
    const jobStates = async () =>
      [...(await watched.states(VIP_FORWARD_QUEUE)), ...(await watched.states(VIP_WELCOME_QUEUE))].map((job) => ({ name: job?.name, state: job?.state, retryCount: job?.retryCount }));
    await waitUntil(async () => {
      const jobs = await jobStates();
      return jobs.length === 2 && jobs.every((job) => job.state === 'completed');
    });
    expect(await jobStates()).toEqual([
      { name: VIP_FORWARD_QUEUE, state: 'completed', retryCount: 1 },
      { name: VIP_WELCOME_QUEUE, state: 'completed', retryCount: 1 },
    ]);
  });

  it('When an e-mail is already subscribed, then no second welcome e-mail or forward is queued', async () => {
    await ctx.client().post('/api/vip/subscribe', { email: 'pedro@example.com', acceptsEmails: true, source: 'vip_modal' });
    await waitUntil(() => smtp.state.received.length === 2);
    const held = async () => [await heldJobs(ctx.jobs!, VIP_WELCOME_QUEUE), await heldJobs(ctx.jobs!, VIP_FORWARD_QUEUE)];
    const before = await held();

    const again = await ctx.client().post('/api/vip/subscribe', { email: 'PEDRO@example.com', acceptsEmails: true, source: 'vip_modal' });

    expect(again.status).toBe(409);
    expect(await held()).toEqual(before);
  });

  it('When the subscriber unsubscribed or was deleted before the job ran, then no welcome e-mail is sent', async () => {
    await ctx.database.pool.query(
      "insert into vip_subscribers (email, accepts_emails, token, is_active) values ('gone@example.com', true, 'gone-token', false)",
    );
    const { rows } = await ctx.database.pool.query<{ id: number }>("select id from vip_subscribers where email = 'gone@example.com'");
    const vip = createVipService({ ...ctx.deps, mailer: ctx.mailer });

    const job = (subscriberId: number) => ({ id: `job-${subscriberId}`, name: VIP_WELCOME_QUEUE, data: { subscriberId, origin: 'https://chapinbox.test' }, expireInSeconds: 900 });
    const active = await ctx.database.pool.query<{ id: number }>("select id from vip_subscribers where email = 'pedro@example.com'");

    const outcome = await vip.sendWelcomeEmails([job(rows[0].id), job(987_654), job(active.rows[0].id)]);

    // Only the active subscriber (the control) got one; the skipped jobs are done, not retried.
    expect(ctx.mailer.sent.map((mail) => mail.to)).toEqual(['pedro@example.com']);
    expect(outcome).toEqual({ retry: [] });
  });

  it('When the mail server refuses a welcome e-mail for good (550), then that subscriber is made inactive with the time and the reason, and nobody else is', async () => {
    const sink = await startFakeSmtp({ rejectFor: 'no-such-mailbox@example.com' });
    try {
      const inserted = await ctx.database.db
        .insert(vipSubscribers)
        .values(
          ['no-such-mailbox@example.com', 'real-mailbox@example.com'].map((email) => ({ email, acceptsEmails: true, consentAt: new Date(), token: `token-${email}` })),
        )
        .returning({ id: vipSubscribers.id, email: vipSubscribers.email });
      const mailer = createMailer({ smtpUrl: sink.url, from: 'ChapinBox <hola@chapinbox.test>', logger: undefined as never });
      const vip = createVipService({ ...ctx.deps, mailer });

      const outcome = await vip.sendWelcomeEmails(inserted.map(({ id }) => ({ id: `bounce-${id}`, name: VIP_WELCOME_QUEUE, data: { subscriberId: id, origin: 'https://chapinbox.test' }, expireInSeconds: 900 })));

      // Refused for good: not retried, and the other e-mail of the batch went out.
      expect(outcome).toEqual({ retry: [] });
      expect(sink.state.attempts).toBe(2);
      expect(sink.state.received.map((mail) => mail.to.map((to) => to.toLowerCase()))).toEqual([['real-mailbox@example.com']]);
      const rows = await ctx.database.db
        .select({ email: vipSubscribers.email, isActive: vipSubscribers.isActive, bouncedAt: vipSubscribers.bouncedAt, bounceReason: vipSubscribers.bounceReason })
        .from(vipSubscribers)
        .where(inArray(vipSubscribers.id, inserted.map(({ id }) => id)))
        .orderBy(vipSubscribers.email);
      expect(rows).toEqual([
        { email: 'no-such-mailbox@example.com', isActive: false, bouncedAt: expect.any(Date), bounceReason: expect.stringMatching(/^550 .*No such mailbox here/) },
        { email: 'real-mailbox@example.com', isActive: true, bouncedAt: null, bounceReason: null },
      ]);

      // A later batch (a retry, another welcome) sends nothing to the bounced address.
      const [bounced] = await ctx.database.db.select({ id: vipSubscribers.id }).from(vipSubscribers).where(eq(vipSubscribers.email, 'no-such-mailbox@example.com'));
      expect(await vip.sendWelcomeEmails([{ id: 'bounce-again', name: VIP_WELCOME_QUEUE, data: { subscriberId: bounced.id, origin: 'https://chapinbox.test' }, expireInSeconds: 900 }])).toEqual({ retry: [] });
      expect(sink.state.attempts).toBe(2);
    } finally {
      await sink.close();
    }
  });
});

describe('a sign-up rush', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ failOnceFor: 'unlucky@example.com' });
    // The queues exist (with one-second retries), but their workers start only once the rush is queued.
    ctx = await createTestContext({ jobs: true, env: { TRUST_PROXY: 'loopback' } });
    await declareVipQueues(ctx.jobs!, { retryDelay: 1 });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  // Forty sign-ups, then pg-boss retries the failing mailbox (one-second retry).
  it('When 40 visitors join at once and one mailbox fails, then one fetch takes the whole rush and every e-mail goes out exactly once', { timeout: 30_000 }, async () => {
    const emails = [...Array.from({ length: 39 }, (_, i) => `fan${i}@example.com`), 'unlucky@example.com'];
    const answers = await Promise.all(
      emails.map((email, i) =>
        ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true, source: 'vip_modal' }, { headers: { 'X-Forwarded-For': `10.9.0.${i}` } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);

    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: undefined as never });
    const watched = watchJobs(ctx.jobs!);
    await registerVipWorkers({ ...ctx.deps, jobs: watched.jobs, mailer }, { retryDelay: 1 });
    const welcomeJobs = () => watched.states<VipWelcomeJob>(VIP_WELCOME_QUEUE);
    // Every job settled: nothing more can be sent.
    await waitUntil(async () => {
      const jobs = await welcomeJobs();
      return jobs.length === emails.length && jobs.every((job) => job?.state === 'completed');
    }, 15_000);

    // One job per e-mail used to mean one e-mail every polling interval: 40 would take 20 s and
    // more. The worker's first fetch took the whole rush; the unlucky one's retry came later.
    const fetches = watched.handed.filter((entry) => entry.queue === VIP_WELCOME_QUEUE).map((entry) => entry.jobs);
    expect(fetches[0]).toHaveLength(emails.length);
    expect(new Set(fetches[0].map((job) => (job.data as VipWelcomeJob).subscriberId)).size).toBe(emails.length);
    const sentTo = smtp.state.received.flatMap((message) => message.to.map((to) => to.toLowerCase())).sort();
    expect(sentTo).toEqual([...emails].sort());
  });
});
