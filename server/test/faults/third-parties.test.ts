import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_REQUESTED } from '../../src/auth/password-reset.service';
import { createLogger } from '../../src/lib/logger';
import { createMailer } from '../../src/mail/mailer';
import { VIDEO_FORWARD_QUEUE } from '../../src/video-requests/video-requests.service';
import { registerVideoRequestWorkers } from '../../src/video-requests/video-requests.worker';
import { newSessionId } from '../chat-session';
import { startFakeSmtp, type FakeSmtp } from '../fake-smtp';
import { startFakeThirdParty, type FakeThirdParty } from '../fake-third-party';
import { voiceWebCall } from '../third-party-answers';
import { VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE } from '../../src/vip/vip.jobs';
import { registerVipWorkers } from '../../src/vip/vip.worker';
import { createStaffUser } from '../staff-session';
import { heldJobs, unsettledJobs, watchJobs } from '../job-reads';
import { createTestContext, type TestContext } from '../test-context';
import { waitFor } from './load';

// Short retries with backoff (1 s, 2 s, 4 s…); production starts at 5 s (jobs.ts).
const QUICK_BACKOFF = { retryLimit: 6, retryDelay: 1, retryBackoff: true };

/** Jobs of `queues` still waiting, running or due a retry. */
const unsettled = async (ctx: TestContext, queues: string[]) => {
  let count = 0;
  for (const queue of queues) count += await unsettledJobs(ctx.jobs!, queue);
  return count;
};

const CHAT_AWAY = {
  es: 'Chapincito no está disponible en este momento. Intenta de nuevo en un momento.',
  en: 'Chapincito is not available right now. Please try again in a moment.',
};

describe('chat webhook, voice platform and video webhook away or slow', () => {
  let ctx: TestContext;
  let watched: ReturnType<typeof watchJobs>;
  let chat: FakeThirdParty;
  let voice: FakeThirdParty;
  let video: FakeThirdParty;

  beforeAll(async () => {
    chat = await startFakeThirdParty(() => ({ status: 200, body: { output: '¡Hola! Soy Chapincito.' } }));
    voice = await startFakeThirdParty(() => ({ status: 201, body: voiceWebCall('call-1', 'assistant-1') }));
    video = await startFakeThirdParty();
    ctx = await createTestContext({
      env: {
        TRUST_PROXY: 'loopback',
        CHAT_WEBHOOK_URL: `${chat.url}/webhook/chat`,
        VOICE_API_KEY: 'fault-key',
        VOICE_ASSISTANT_ID: 'assistant-1',
        VOICE_API_BASE_URL: voice.url,
        VIDEO_WEBHOOK_URL: `${video.url}/form/video`,
      },
      jobs: true,
      registerWorkers: (deps) => {
        watched = watchJobs(deps.jobs);
        return registerVideoRequestWorkers({ ...deps, jobs: watched.jobs }, QUICK_BACKOFF);
      },
    });
  });
  beforeEach(async () => {
    for (const fake of [chat, voice, video]) fake.reset();
    await ctx.database.pool.query('delete from rate_limits');
  });
  afterAll(async () => {
    await ctx.close();
    for (const fake of [chat, voice, video]) await fake.close();
  });

  it("When the chat webhook is away, then the visitor gets 502 {message} in their language (the widget shows its connection text), and once it is back the conversation goes on with nothing lost or doubled", async () => {
    const sessionId = newSessionId();
    await chat.down();
    const spanish = await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId, language: 'es' });
    const english = await ctx.client().post('/api/chat', { chatInput: 'Hello there', sessionId, language: 'en' });
    expect([spanish.status, spanish.body]).toEqual([502, { message: CHAT_AWAY.es }]);
    expect([english.status, english.body]).toEqual([502, { message: CHAT_AWAY.en }]);

    await chat.up();
    const again = await ctx.client().post('/api/chat', { chatInput: 'Hola otra vez', sessionId, language: 'es' });
    expect([again.status, again.body]).toEqual([200, { output: '¡Hola! Soy Chapincito.' }]);
    const history = await ctx.client().get(`/api/chat/history?sessionId=${sessionId}`);
    expect(history.body.messages.map((message: { text: string }) => message.text)).toEqual(['Hola', 'Hello there', 'Hola otra vez', '¡Hola! Soy Chapincito.']);
    expect(chat.state.delivered.filter((call) => (call.json as { action?: string }).action === 'sendMessage')).toHaveLength(1);
  });

  it('When the chat webhook is slow, then the waiting conversations hold nothing else: other visitors are answered meanwhile', async () => {
    const release = chat.hold();
    let settled = 0;
    const slowChats = Array.from({ length: 12 }, (_, index) =>
      ctx
        .client()
        .post('/api/chat', { chatInput: `Hola ${index}`, sessionId: newSessionId() }, { headers: { 'X-Forwarded-For': `10.2.0.${index + 1}` } })
        .finally(() => settled++),
    );
    try {
      // Every slow chat is waiting on the webhook, which holds its answers.
      await expect.poll(() => chat.state.received.length, { timeout: 10_000 }).toBe(12);
      const total = await ctx.client().get('/api/inventory/total');
      expect(total.status).toBe(200);
      // Answered while all twelve were still waiting for the webhook.
      expect(settled).toBe(0);
      expect(chat.state.received.every((call) => call.answered === undefined)).toBe(true);
    } finally {
      release();
    }
    expect((await Promise.all(slowChats)).map((response) => response.status)).toEqual(Array(12).fill(200));
  });

  it("When the voice platform is away, then a call answers 502 with a message (not a hang), and works again once it is back", async () => {
    await voice.down();
    const away = await ctx.client().post('/api/voice/call/web', { assistantId: 'assistant-1' });
    // 'unreachable': the refused connection answered at once; a hang would have ended in the
    // timeout's own message ('did not answer within … s').
    expect([away.status, away.body]).toEqual([502, { message: 'Voice platform unreachable' }]);

    await voice.up();
    const back = await ctx.client().post('/api/voice/call/web', { assistantId: 'assistant-1' });
    expect([back.status, back.body.webCallUrl]).toEqual([201, 'https://chapinbox-fake.daily.co/call-1']);
  });

  // Waits out the retries with backoff (1 s, 2 s, 4 s…) while the webhook is away, then its return.
  it('When the video webhook is away, then requests are still accepted (202), retried with backoff, and each delivered exactly once when it is back', { timeout: 60_000 }, async () => {
    await video.down();
    const emails = ['uno@chapinbox.test', 'dos@chapinbox.test', 'tres@chapinbox.test'];
    for (const email of emails) {
      expect((await ctx.client().post('/api/video-requests', { topic: 'Café', email, language: 'es' })).status).toBe(202);
    }
    // At least one try failed for each while the webhook was away.
    const tried = await waitFor(
      async () => (await ctx.database.pool.query<{ attempts: number; last_error: string | null }>('select attempts, last_error from video_requests')).rows,
      (rows) => rows.length === 3 && rows.every((row) => row.attempts >= 1 && row.last_error),
      15_000,
    );
    expect(tried.every((row) => row.attempts >= 1 && row.last_error)).toBe(true);
    const policies = (await watched.states(VIDEO_FORWARD_QUEUE)).map((job) => job?.retryBackoff);
    expect(policies).toEqual([true, true, true]);

    await video.up();
    const forwarded = async () => (await ctx.database.pool.query("select count(*)::int as n from video_requests where status = 'forwarded'")).rows[0].n;
    expect(await waitFor(forwarded, (n) => n === 3, 20_000)).toBe(3);
    const deliveredEmails = video.state.delivered.map((call) => /name="field-1"\r\n\r\n([^\r]+)/.exec(call.text)?.[1]);
    expect(deliveredEmails.sort()).toEqual([...emails].sort());
    // Nothing more arrives later: each job is settled.
    await waitFor(() => unsettled(ctx, [VIDEO_FORWARD_QUEUE]), (count) => count === 0, 10_000);
    expect(video.state.delivered).toHaveLength(3);
  });
});

describe('SMTP away or slow', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let staffEmail: string;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    ctx = await createTestContext({ mailer });
    staffEmail = (await createStaffUser(ctx)).email;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const requestReset = () => ctx.client().post('/api/auth/reset-password-request', { email: staffEmail });

  it('When SMTP is away or slow, then a password reset request answers at once with the usual message, and works again when SMTP is back', async () => {
    await smtp.down();
    const away = await requestReset();
    expect([away.status, away.body]).toEqual([200, { message: RESET_REQUESTED }]);

    await smtp.up();
    // The slow server: it greets nobody until the test says so.
    const release = smtp.holdGreeting();
    try {
      const slow = await requestReset();
      expect([slow.status, slow.body]).toEqual([200, { message: RESET_REQUESTED }]);
      // Answered while no message could get through: the request did not wait for SMTP.
      expect(smtp.state.received).toEqual([]);
    } finally {
      release();
    }
    // The slow server still takes the message in the end. (The pooled transport may also
    // deliver the first request's message once the server is back: both links work.)
    await expect.poll(() => smtp.state.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(new Set(smtp.state.received.map((mail) => mail.to.join(',')))).toEqual(new Set([staffEmail]));
  });
});

describe('the VIP welcome e-mail and webhook forward away', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let webhook: FakeThirdParty;
  let watched: ReturnType<typeof watchJobs>;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    webhook = await startFakeThirdParty();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    ctx = await createTestContext({
      mailer,
      env: { TRUST_PROXY: 'loopback', VIP_WEBHOOK_URL: `${webhook.url}/vip`, PUBLIC_ORIGIN: 'https://chapinbox.test' },
      jobs: true,
      registerWorkers: (deps) => {
        watched = watchJobs(deps.jobs);
        return registerVipWorkers({ ...deps, jobs: watched.jobs, mailer }, QUICK_BACKOFF);
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await webhook.close();
  });

  // Waits out the retries with backoff (1 s, 2 s, 4 s…) while both are away, then their return.
  it('When SMTP and the VIP webhook are away, then sign-ups still answer 201 at once, are retried with backoff, and each e-mail and forward goes out exactly once when they are back', { timeout: 60_000 }, async () => {
    await smtp.down();
    await webhook.down();
    const emails = ['ana@chapinbox.test', 'beto@chapinbox.test', 'carla@chapinbox.test'];
    const queued = async () => (await heldJobs(ctx.jobs!, VIP_WELCOME_QUEUE)) + (await heldJobs(ctx.jobs!, VIP_FORWARD_QUEUE));
    const tried = async () => [...(await watched.states(VIP_WELCOME_QUEUE)), ...(await watched.states(VIP_FORWARD_QUEUE))];
    for (const [index, email] of emails.entries()) {
      const response = await ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true, language: 'es' }, { headers: { 'X-Forwarded-For': `10.3.0.${index + 1}` } });
      expect(response.status).toBe(201);
      // At once: the answer came with the e-mail and the forward left to jobs, both still to do.
      expect(await queued()).toBe(2 * (index + 1));
    }
    expect(smtp.state.received).toEqual([]);
    expect(webhook.state.delivered).toEqual([]);
    // Every job has failed at least once while both were away, under the backoff policy.
    const jobs = await waitFor(tried, (rows) => rows.length === 6 && rows.every((row) => (row?.retryCount ?? 0) >= 1), 15_000);
    expect(jobs.every((row) => row !== null && row.retryCount >= 1 && row.retryBackoff)).toBe(true);

    await smtp.up();
    await webhook.up();
    const sent = async () => smtp.state.received.length + webhook.state.delivered.length;
    await waitFor(sent, (count) => count >= 2 * emails.length, 30_000);
    // Nothing more goes out later: each job is settled.
    await waitFor(() => unsettled(ctx, [VIP_WELCOME_QUEUE, VIP_FORWARD_QUEUE]), (count) => count === 0, 10_000);
    expect(smtp.state.received.flatMap((mail) => mail.to).sort()).toEqual(emails);
    expect(webhook.state.delivered.map((call) => (call.json as { email: string }).email).sort()).toEqual(emails);
  });
});
