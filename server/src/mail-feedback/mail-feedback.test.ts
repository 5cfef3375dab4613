import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeThirdParty } from '../../test/fake-third-party';
import { createTestContext, type TestContext } from '../../test/test-context';
import { campaigns, subscriberEvents, vipSubscribers } from '../db/schema';

const SECRET = 'feedback-secret-for-tests-0123456789';
const CERT_URL = 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-test.pem';

let ctx: TestContext;
let sns: Awaited<ReturnType<typeof startFakeThirdParty>>;
let privateKey: string;
let campaignId: number;

/** SNS's hosts, answered by the local fake; any other address is refused, as no test reaches the internet. */
const snsFetch: typeof fetch = (input, init) => {
  const url = new URL(String(input));
  if (url.hostname !== 'sns.us-east-1.amazonaws.com') return Promise.reject(new Error(`unexpected host ${url.hostname}`));
  return fetch(`${sns.url}${url.pathname}${url.search}`, init);
};

beforeAll(async () => {
  // A key and a self-signed certificate of the test's own, served by the fake as SNS serves its own.
  const dir = mkdtempSync(join(tmpdir(), 'sns-cert-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2', '-subj', '/CN=sns.amazonaws.com'], { stdio: 'ignore' });
  privateKey = readFileSync(join(dir, 'key.pem'), 'utf8');
  const certificate = readFileSync(join(dir, 'cert.pem'), 'utf8');
  sns = await startFakeThirdParty((call) => (call.path.endsWith('.pem') ? { status: 200, text: certificate } : { status: 200, text: '<ConfirmSubscriptionResponse/>' }));
  ctx = await createTestContext({ env: { MAIL_FEEDBACK_SECRET: SECRET }, snsFetch });
});
afterAll(async () => {
  await ctx.close();
  await sns.close();
});

let ids: Record<string, number>;
beforeEach(async () => {
  await ctx.database.db.delete(vipSubscribers);
  const rows = await ctx.database.db
    .insert(vipSubscribers)
    .values(['ana', 'ben', 'cy', 'dee'].map((name) => ({ email: `${name}@example.com`, acceptsEmails: true, token: `fb-${name}`, status: 'confirmed' as const, confirmedAt: new Date() })))
    .returning({ id: vipSubscribers.id, email: vipSubscribers.email });
  ids = Object.fromEntries(rows.map((row) => [row.email.split('@')[0], row.id]));
  [{ id: campaignId }] = await ctx.database.db
    .insert(campaigns)
    .values({ subject: { es: 'Hola', en: 'Hi' }, body: { es: 'Hola', en: 'Hi' }, audienceLanguages: ['es'] })
    .returning({ id: campaigns.id });
});

const stateOf = async (name: string) =>
  (
    await ctx.database.pool.query<{ is_active: boolean; suppression: string | null; state_reason: string | null }>(
      'select is_active, suppression, state_reason from vip_subscribers where id = $1',
      [ids[name]],
    )
  ).rows[0];
const eventsOf = async (name: string) =>
  (await ctx.database.pool.query<{ kind: string; provider: string; campaign_id: number | null; reason: string | null }>('select kind, provider, campaign_id, reason from subscriber_events where subscriber_id = $1 order by id', [ids[name]])).rows;
const allEvents = async () => (await ctx.database.db.select().from(subscriberEvents)).length;

const post = (provider: string, body: unknown, options: { secret?: string | null; headers?: Record<string, string>; raw?: string } = {}) => {
  const secret = options.secret === undefined ? SECRET : options.secret;
  const query = secret === null ? '' : `?secret=${encodeURIComponent(secret)}`;
  return ctx.client().request('POST', `/api/mail/feedback/${provider}${query}`, body, { headers: options.headers, raw: options.raw });
};

describe('POST /api/mail/feedback/generic', () => {
  it('When a hard bounce is reported, then the address is bounced with the reason, the event kept and counted on its campaign', async () => {
    const response = await post('generic', { email: 'ANA@example.com', type: 'bounce', hard: true, reason: '550 5.1.1 user unknown', campaignId });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ recorded: 1, unknown: 0 });
    expect(await stateOf('ana')).toEqual({ is_active: false, suppression: 'bounced', state_reason: '550 5.1.1 user unknown' });
    expect(await eventsOf('ana')).toEqual([{ kind: 'hard_bounce', provider: 'generic', campaign_id: campaignId, reason: '550 5.1.1 user unknown' }]);
  });

  it('When a complaint is reported, then the address is complained', async () => {
    await post('generic', { email: 'ben@example.com', type: 'complaint' });

    expect(await stateOf('ben')).toMatchObject({ is_active: false, suppression: 'complained' });
  });

  it('When soft bounces arrive, then the third within 30 days suppresses and an older one does not count', async () => {
    await ctx.database.pool.query(`insert into subscriber_events (subscriber_id, kind, provider, at) values ($1, 'soft_bounce', 'generic', now() - interval '40 days')`, [ids.cy]);

    await post('generic', { email: 'cy@example.com', type: 'bounce', reason: 'mailbox full' });
    await post('generic', { email: 'cy@example.com', type: 'bounce', reason: 'mailbox full' });
    const afterTwo = await stateOf('cy');
    await post('generic', { email: 'cy@example.com', type: 'bounce', reason: 'mailbox full' });

    expect(afterTwo).toEqual({ is_active: true, suppression: null, state_reason: null });
    expect(await stateOf('cy')).toEqual({ is_active: false, suppression: 'bounced', state_reason: '3 rebotes temporales en 30 días. El último: mailbox full' });
  });

  it('When three soft bounces about one address arrive at the same moment, then they are all kept and the person is bounced once', async () => {
    const responses = await Promise.all([1, 2, 3].map((n) => post('generic', { email: 'cy@example.com', type: 'bounce', reason: `mailbox full ${n}` })));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await eventsOf('cy')).toHaveLength(3);
    expect(await stateOf('cy')).toMatchObject({ is_active: false, suppression: 'bounced', state_reason: expect.stringMatching(/^3 rebotes temporales en 30 días\. El último: mailbox full \d$/) });
  });

  it('When many reports arrive at once about different people, then each is answered after it is stored and only the suppressing ones suppress', async () => {
    const bodies = [
      { email: 'ana@example.com', type: 'bounce', hard: true, reason: 'unknown user' },
      { email: 'ben@example.com', type: 'complaint' },
      { email: 'cy@example.com', type: 'bounce', reason: 'mailbox full' },
      { email: 'nobody@example.com', type: 'complaint' },
    ];

    const responses = await Promise.all(bodies.map((body) => post('generic', body)));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 400]);
    expect(await stateOf('ana')).toEqual({ is_active: false, suppression: 'bounced', state_reason: 'unknown user' });
    expect(await stateOf('ben')).toMatchObject({ suppression: 'complained' });
    expect(await stateOf('cy')).toMatchObject({ is_active: true, suppression: null });
    expect(await allEvents()).toBe(3);
  });

  it('When a bounce follows an unsubscribe, then the person stays unsubscribed and the bounce is still kept', async () => {
    await ctx.client().request('POST', '/api/vip/unsubscribe?token=fb-dee');

    await post('generic', { email: 'dee@example.com', type: 'bounce', hard: true });

    expect(await stateOf('dee')).toMatchObject({ suppression: 'unsubscribed' });
    expect(await eventsOf('dee')).toHaveLength(1);
  });

  it.each([
    ['an unknown address', { email: 'nobody@example.com', type: 'bounce', hard: true }],
    ['a bad type', { email: 'ana@example.com', type: 'delivered' }],
    ['a field too many', { email: 'ana@example.com', type: 'bounce', extra: 1 }],
    ['no e-mail', { type: 'complaint' }],
  ])('When the body has %s, then it is 400 {message} and nothing changes', async (_label, body) => {
    const response = await post('generic', body);

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await stateOf('ana')).toMatchObject({ is_active: true, suppression: null });
  });

  it('When the body is not JSON, then it is 400', async () => {
    expect((await post('generic', undefined, { raw: '{"email":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
  });

  it('When the body is over 1 MB, then it is 413', async () => {
    const response = await post('generic', { email: 'ana@example.com', type: 'bounce', reason: 'x'.repeat(1_100_000) });

    expect(response.status).toBe(413);
  });
});

describe('the feedback secret', () => {
  it.each([
    ['no secret', null, undefined],
    ['a wrong secret', 'wrong-secret-0123456789', undefined],
    ['basic auth with a wrong password', null, { Authorization: `Basic ${Buffer.from(`x:${SECRET}x`).toString('base64')}` }],
  ])('When the call carries %s, then it is 401 and nothing changes', async (_label, secret, headers) => {
    const response = await post('generic', { email: 'ana@example.com', type: 'complaint' }, { secret, headers });

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Basic');
    expect(await stateOf('ana')).toMatchObject({ is_active: true, suppression: null });
    expect(await allEvents()).toBe(0);
  });

  it('When calls guess the secret, then they count against the rate limit; calls with the right secret never do, so a bounce wave is not turned away', async () => {
    const guess = await post('generic', { email: 'ana@example.com', type: 'complaint' }, { secret: 'wrong-secret-0123456789' });
    expect(guess.status).toBe(401);
    expect(guess.headers.get('ratelimit-policy')).toContain('"mail-feedback"');

    const right = await post('generic', { email: 'ana@example.com', type: 'bounce', hard: false });
    expect(right.status).toBe(200);
    expect(right.headers.get('ratelimit-policy')).toBeNull();
  });

  it('When the secret is the password of basic auth (any user name), then the event is recorded', async () => {
    const response = await post('generic', { email: 'ana@example.com', type: 'complaint' }, { secret: null, headers: { Authorization: `Basic ${Buffer.from(`postmark:${SECRET}`).toString('base64')}` } });

    expect(response.status).toBe(200);
    expect(await stateOf('ana')).toMatchObject({ suppression: 'complained' });
  });

  it('When the provider is not one of the four, then it is 404', async () => {
    expect((await post('mailgun', { email: 'ana@example.com' })).status).toBe(404);
  });

  it('When MAIL_FEEDBACK_SECRET is unset, then the endpoint does not exist (404)', async () => {
    const other = await createTestContext({ shareWith: ctx });
    try {
      const response = await other.client().request('POST', `/api/mail/feedback/generic?secret=${SECRET}`, { email: 'ana@example.com', type: 'complaint' });
      expect(response.status).toBe(404);
      expect(await stateOf('ana')).toMatchObject({ suppression: null });
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/mail/feedback/postmark', () => {
  const record = (fields: Record<string, unknown>) => ({ RecordType: 'Bounce', ID: 42, TypeCode: 1, MessageID: 'abc', Description: 'The server was unable to deliver your message', Details: 'smtp;550 5.1.1', BouncedAt: '2026-11-01T10:00:00Z', Metadata: {}, ...fields });

  it('When Postmark reports a hard bounce, a spam complaint and a transient bounce, then the first two suppress and the third is only kept', async () => {
    await post('postmark', record({ Type: 'HardBounce', Email: 'ana@example.com', Metadata: { campaign: String(campaignId) } }));
    await post('postmark', { RecordType: 'SpamComplaint', Type: 'SpamComplaint', TypeCode: 512, Email: 'ben@example.com', Description: 'The subscriber explicitly marked this message as spam.' });
    const transient = await post('postmark', record({ Type: 'Transient', TypeCode: 2, Email: 'cy@example.com' }));

    expect(transient.status).toBe(200);
    expect(await stateOf('ana')).toMatchObject({ suppression: 'bounced', state_reason: 'HardBounce: The server was unable to deliver your message' });
    expect((await eventsOf('ana'))[0]).toMatchObject({ provider: 'postmark', campaign_id: campaignId });
    expect(await stateOf('ben')).toMatchObject({ suppression: 'complained' });
    expect(await stateOf('cy')).toMatchObject({ suppression: null });
    expect(await eventsOf('cy')).toEqual([expect.objectContaining({ kind: 'soft_bounce' })]);
  });

  it('When Postmark names an unknown address or sends something else, then it is 200 (no retries) and nothing changes', async () => {
    expect((await post('postmark', record({ Type: 'HardBounce', Email: 'nobody@example.com' }))).body).toEqual({ recorded: 0, unknown: 1 });
    expect((await post('postmark', { hello: 'world' })).status).toBe(200);
    expect((await post('postmark', undefined, { raw: 'not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    expect(await allEvents()).toBe(0);
  });
});

describe('POST /api/mail/feedback/sendgrid', () => {
  it('When SendGrid posts a batch, then bounce and dropped suppress as bounced, spamreport as complained, blocked is soft, others are ignored', async () => {
    const response = await post('sendgrid', [
      { email: 'ana@example.com', event: 'bounce', type: 'bounce', reason: '550 5.1.1 unknown', status: '5.1.1', campaign: String(campaignId), timestamp: 1 },
      { email: 'ben@example.com', event: 'spamreport', timestamp: 1 },
      { email: 'cy@example.com', event: 'bounce', type: 'blocked', reason: '421 try later', status: '4.0.0', timestamp: 1 },
      { email: 'dee@example.com', event: 'dropped', reason: 'Bounced Address', timestamp: 1 },
      { email: 'dee@example.com', event: 'delivered', timestamp: 1 },
      { email: 'nobody@example.com', event: 'bounce', type: 'bounce', timestamp: 1 },
    ]);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ recorded: 4, unknown: 1 });
    expect(await stateOf('ana')).toMatchObject({ suppression: 'bounced' });
    expect((await eventsOf('ana'))[0]).toMatchObject({ campaign_id: campaignId, kind: 'hard_bounce' });
    expect(await stateOf('ben')).toMatchObject({ suppression: 'complained' });
    expect(await stateOf('cy')).toMatchObject({ suppression: null, is_active: true });
    expect(await stateOf('dee')).toMatchObject({ suppression: 'bounced' });
  });

  it('When one batch names an address three times with soft bounces and then a complaint, then the third bounce suppresses and the complaint does not rewrite why', async () => {
    const response = await post('sendgrid', [
      ...[1, 2, 3].map((n) => ({ email: 'cy@example.com', event: 'bounce', type: 'blocked', reason: `421 try later ${n}`, timestamp: n })),
      { email: 'CY@example.com', event: 'spamreport', timestamp: 4 },
      { email: 'ben@example.com', event: 'bounce', type: 'blocked', reason: '421 try later', timestamp: 5 },
      { email: 'ben@example.com', event: 'bounce', type: 'blocked', reason: '421 try later', timestamp: 6 },
    ]);

    expect(response.body).toEqual({ recorded: 6, unknown: 0 });
    expect(await stateOf('cy')).toEqual({ is_active: false, suppression: 'bounced', state_reason: '3 rebotes temporales en 30 días. El último: 421 try later 3' });
    expect((await eventsOf('cy')).map((event) => event.kind)).toEqual(['soft_bounce', 'soft_bounce', 'soft_bounce', 'complaint']);
    expect(await stateOf('ben')).toMatchObject({ is_active: true, suppression: null });
  });

  it('When the body is not an array of events, then it is 200 and nothing changes', async () => {
    expect((await post('sendgrid', { email: 'ana@example.com', event: 'bounce' })).status).toBe(200);
    expect(await allEvents()).toBe(0);
  });
});

describe('POST /api/mail/feedback/ses (through SNS)', () => {
  const signed = (fields: Record<string, string>, version: '1' | '2' = '2', certUrl = CERT_URL) => {
    const message: Record<string, string> = { MessageId: 'm-1', TopicArn: 'arn:aws:sns:us-east-1:123456789012:ses-feedback', Timestamp: '2026-11-28T10:00:00.000Z', ...fields, SignatureVersion: version, SigningCertURL: certUrl };
    const names = message.Type === 'Notification' ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
    const text = names.filter((name) => message[name] !== undefined).map((name) => `${name}\n${message[name]}\n`).join('');
    message.Signature = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256').update(text).sign(privateKey, 'base64');
    return message;
  };
  const sesBounce = (email: string, bounceType: string) =>
    JSON.stringify({
      notificationType: 'Bounce',
      bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: [{ emailAddress: email, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }], timestamp: '2026-11-28T10:00:00.000Z', feedbackId: 'f' },
      mail: { messageId: 'ses-1', headers: [{ name: 'X-ChapinBox-Campaign', value: String(campaignId) }], commonHeaders: { messageId: `<campaign-${campaignId}-1@chapinbox.com>` } },
    });
  // SNS posts JSON as text/plain.
  const postSns = (message: unknown) => post('ses', undefined, { raw: JSON.stringify(message), headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' } });

  it('When SNS asks to confirm the subscription, then the app visits its SubscribeURL on SNS', async () => {
    sns.reset();
    const response = await postSns(
      signed({ Type: 'SubscriptionConfirmation', Message: 'You have chosen to subscribe…', Token: 'tok', SubscribeURL: 'https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=tok' }),
    );

    expect(response.status).toBe(200);
    expect(sns.state.received.map((call) => call.path)).toContain('/?Action=ConfirmSubscription&Token=tok');
  });

  it('When a signed Permanent bounce arrives (SignatureVersion 1), then the address is bounced and counted on its campaign', async () => {
    const response = await postSns(signed({ Type: 'Notification', Message: sesBounce('ana@example.com', 'Permanent') }, '1'));

    expect(response.status).toBe(200);
    expect(await stateOf('ana')).toMatchObject({ suppression: 'bounced', state_reason: 'Permanent/General: smtp; 550 5.1.1 user unknown' });
    expect(await eventsOf('ana')).toEqual([expect.objectContaining({ provider: 'ses', campaign_id: campaignId })]);
  });

  it('When a signed complaint arrives (SignatureVersion 2), then the address is complained; a Transient bounce is only kept', async () => {
    await postSns(signed({ Type: 'Notification', Message: JSON.stringify({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'ben@example.com' }], complaintFeedbackType: 'abuse' }, mail: {} }) }));
    await postSns(signed({ Type: 'Notification', Message: sesBounce('cy@example.com', 'Transient') }));

    expect(await stateOf('ben')).toMatchObject({ suppression: 'complained', state_reason: 'abuse' });
    expect(await stateOf('cy')).toMatchObject({ suppression: null });
  });

  it('When the signature is wrong, or the certificate is not on SNS, or the subscription URL is elsewhere, then it is 403 and nothing changes', async () => {
    sns.reset();
    const tampered = { ...signed({ Type: 'Notification', Message: sesBounce('ana@example.com', 'Permanent') }), Message: sesBounce('ben@example.com', 'Permanent') };
    const foreignCert = signed({ Type: 'Notification', Message: sesBounce('ana@example.com', 'Permanent') }, '2', 'https://sns.us-east-1.amazonaws.com.evil.example/cert.pem');
    const plainHttp = signed({ Type: 'Notification', Message: sesBounce('ana@example.com', 'Permanent') }, '2', 'http://sns.us-east-1.amazonaws.com/cert.pem');
    const elsewhere = signed({ Type: 'SubscriptionConfirmation', Message: 'm', Token: 't', SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription' });

    for (const message of [tampered, foreignCert, plainHttp, elsewhere]) expect((await postSns(message)).status).toBe(403);
    expect(await allEvents()).toBe(0);
    expect(sns.state.received.filter((call) => !call.path.endsWith('.pem'))).toEqual([]);
  });

  it('When the body is not an SNS message, or names nobody, then it is 200 (SNS retries errors) and nothing changes', async () => {
    expect((await post('ses', undefined, { raw: 'garbage', headers: { 'Content-Type': 'text/plain' } })).status).toBe(200);
    expect((await postSns({ Type: 'Notification' })).status).toBe(200);
    expect((await postSns(signed({ Type: 'Notification', Message: sesBounce('nobody@example.com', 'Permanent') }))).body).toEqual({ recorded: 0, unknown: 1 });
    expect(await allEvents()).toBe(0);
  });
});

describe('POST /api/mail/feedback/sendgrid with its signed event webhook', () => {
  it('When SENDGRID_WEBHOOK_PUBLIC_KEY is set, then a batch SendGrid signed is recorded and an unsigned or altered one is 403 with nothing changed', async () => {
    const { publicKey, privateKey: signingKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const signed = await createTestContext({ shareWith: ctx, env: { MAIL_FEEDBACK_SECRET: SECRET, SENDGRID_WEBHOOK_PUBLIC_KEY: publicKey.export({ format: 'der', type: 'spki' }).toString('base64') } });
    try {
      const body = JSON.stringify([{ email: 'ben@example.com', event: 'spamreport', timestamp: 1 }]);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = sign('sha256', Buffer.from(timestamp + body), signingKey).toString('base64');
      const send = (text: string, headers: Record<string, string>) =>
        signed.client().request('POST', `/api/mail/feedback/sendgrid?secret=${SECRET}`, undefined, { raw: text, headers: { 'Content-Type': 'application/json', ...headers } });

      const unsigned = await send(body, {});
      const altered = await send(body.replace('ben@', 'ana@'), { 'X-Twilio-Email-Event-Webhook-Signature': signature, 'X-Twilio-Email-Event-Webhook-Timestamp': timestamp });
      const expectedNothing = await allEvents();
      const good = await send(body, { 'X-Twilio-Email-Event-Webhook-Signature': signature, 'X-Twilio-Email-Event-Webhook-Timestamp': timestamp });

      expect([unsigned.status, altered.status]).toEqual([403, 403]);
      expect(expectedNothing).toBe(0);
      expect(good.status).toBe(200);
      expect(await stateOf('ben')).toMatchObject({ suppression: 'complained' });
    } finally {
      await signed.close();
    }
  });
});
