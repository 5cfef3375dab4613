import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { startFakeThirdParty, type FakeThirdParty } from '../../test/fake-third-party';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createMailer } from '../mail/mailer';
import { registerVipWorkers, sendWelcomeEmail, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE } from './vip.jobs';

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Quoted-printable soft line breaks and escapes undone, enough to read links in a raw message. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('VIP background jobs (pg-boss, real SMTP and HTTP fakes)', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let webhook: FakeThirdParty;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ failNext: 1 });
    webhook = await startFakeThirdParty();
    webhook.state.failNext = 1;
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: undefined as never });
    ctx = await createTestContext({
      jobs: true,
      env: { VIP_WEBHOOK_URL: `${webhook.url}/vip-webhook`, PUBLIC_ORIGIN: 'https://chapinbox.test' },
      // One-second retries keep the test short; production keeps the 5 s exponential default.
      registerWorkers: (deps) => registerVipWorkers({ ...deps, mailer }, { retryDelay: 1 }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await webhook.close();
  });

  it('When SMTP and the webhook fail at first, then the sign-up still answers 201 and both jobs succeed on retry', async () => {
    const response = await ctx.client().post('/api/vip/subscribe', { email: 'Lucia@Example.com', acceptsEmails: true, source: 'vip_modal', language: 'en' });
    expect(response.status).toBe(201);

    await waitFor(() => smtp.state.received.length === 1 && webhook.state.delivered.length === 1);

    expect(smtp.state.attempts).toBe(2);
    expect(webhook.state.received.length).toBe(2);
    expect(webhook.state.delivered.map((call) => call.json)).toEqual([{ email: 'Lucia@Example.com' }]);
    const message = smtp.state.received[0];
    expect(message.to.map((to) => to.toLowerCase())).toEqual(['lucia@example.com']);
    const raw = decodeQuotedPrintable(message.raw);
    expect(raw).toContain('Subject: Welcome to the ChapinBox VIP Club!');
    expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/chapinbox\.test\/api\/vip\/unsubscribe\?token=[\w-]+>/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toMatch(/https:\/\/chapinbox\.test\/api\/vip\/confirm\?token=[\w-]+/);
    // The job is marked completed just after its handler returns: wait for that too.
    const jobRows = async () =>
      (
        await ctx.database.pool.query<{ name: string; state: string; retry_count: number }>(
          'select name, state, retry_count from pgboss.job where name = any($1) order by name',
          [[VIP_WELCOME_QUEUE, VIP_FORWARD_QUEUE]],
        )
      ).rows;
    await waitFor(async () => (await jobRows()).every((row) => row.state === 'completed'));
    expect(await jobRows()).toEqual([
      { name: VIP_FORWARD_QUEUE, state: 'completed', retry_count: 1 },
      { name: VIP_WELCOME_QUEUE, state: 'completed', retry_count: 1 },
    ]);
  });

  it('When an e-mail is already subscribed, then no second welcome e-mail or forward is queued', async () => {
    await ctx.client().post('/api/vip/subscribe', { email: 'pedro@example.com', acceptsEmails: true, source: 'vip_modal' });
    await waitFor(() => smtp.state.received.length === 2);

    const again = await ctx.client().post('/api/vip/subscribe', { email: 'PEDRO@example.com', acceptsEmails: true, source: 'vip_modal' });

    expect(again.status).toBe(409);
    const { rows } = await ctx.database.pool.query<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = $1 and data->>'email' ilike 'pedro@example.com'",
      [VIP_FORWARD_QUEUE],
    );
    expect(rows[0].count).toBe(1);
  });

  it('When the subscriber unsubscribed or was deleted before the job ran, then no welcome e-mail is sent', async () => {
    await ctx.database.pool.query(
      "insert into vip_subscribers (email, accepts_emails, token, is_active) values ('gone@example.com', true, 'gone-token', false)",
    );
    const { rows } = await ctx.database.pool.query<{ id: number }>("select id from vip_subscribers where email = 'gone@example.com'");
    const deps = { database: ctx.database, mailer: ctx.mailer, logger: ctx.deps.logger };

    await sendWelcomeEmail(deps, { subscriberId: rows[0].id, origin: 'https://chapinbox.test' });
    await sendWelcomeEmail(deps, { subscriberId: 987_654, origin: 'https://chapinbox.test' });
    const active = await ctx.database.pool.query<{ id: number }>("select id from vip_subscribers where email = 'pedro@example.com'");
    await sendWelcomeEmail(deps, { subscriberId: active.rows[0].id, origin: 'https://chapinbox.test' });

    // Only the active subscriber (the control) got one.
    expect(ctx.mailer.sent.map((mail) => mail.to)).toEqual(['pedro@example.com']);
  });
});

describe('a sign-up rush', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ failOnceFor: 'unlucky@example.com' });
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: undefined as never });
    ctx = await createTestContext({
      jobs: true,
      env: { TRUST_PROXY: 'true' },
      registerWorkers: (deps) => registerVipWorkers({ ...deps, mailer }, { retryDelay: 1 }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('When 40 visitors join at once and one mailbox fails, then all 40 e-mails go out within seconds, each exactly once', async () => {
    const emails = [...Array.from({ length: 39 }, (_, i) => `fan${i}@example.com`), 'unlucky@example.com'];
    const answers = await Promise.all(
      emails.map((email, i) =>
        ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true, source: 'vip_modal' }, { headers: { 'X-Forwarded-For': `10.9.0.${i}` } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const started = Date.now();

    await waitFor(() => smtp.state.received.length >= emails.length, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    // One job per e-mail used to mean one e-mail every polling interval: 40 would take 20 s and more.
    expect(Date.now() - started).toBeLessThan(10_000);
    const sentTo = smtp.state.received.flatMap((message) => message.to.map((to) => to.toLowerCase())).sort();
    expect(sentTo).toEqual([...emails].sort());
  });
});
