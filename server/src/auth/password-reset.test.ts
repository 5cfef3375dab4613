import type { Request } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRequestResponseSchema } from '@shared/auth';
import { createStaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { ADMIN, registerFirstAdmin } from './auth-test-helpers';
import { createPasswordResetService, PASSWORD_UPDATED, RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset.service';
import { isLoopbackRequest } from '../http/loopback-request';

const requestToken = async (ctx: TestContext, email: string) => {
  const response = await ctx.client().post('/api/auth/reset-password-request', { email });
  return resetRequestResponseSchema.parse(response.body).resetToken!;
};

const signIn = async (ctx: TestContext, password = ADMIN.password) => {
  const client = ctx.client();
  const response = await client.post('/api/auth/login', { email: ADMIN.email, password });
  return { client, status: response.status };
};

// Reset requests are limited to 5 per e-mail and 10 per IP an hour: each describe has its own
// database, and tests use an account of their own.
describe('password recovery in development without a mail transport (token on screen)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await registerFirstAdmin(ctx);
  });
  afterAll(() => ctx.close());

  it('When the e-mail exists or not, then the answer has the same status, message and shape', async () => {
    const known = await ctx.client().post('/api/auth/reset-password-request', { email: ADMIN.email });
    const unknown = await ctx.client().post('/api/auth/reset-password-request', { email: 'nadie@chapinbox.test' });

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(RESET_REQUESTED);
    expect(unknown.body.message).toBe(RESET_REQUESTED);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(known.body.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unknown.body.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('When the request was relayed by a proxy (not made on this machine), then no token is shown', async () => {
    const known = await ctx.client().post('/api/auth/reset-password-request', { email: ADMIN.email }, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED });
  });

  it('When the e-mail is unknown, then its on-screen token resets nothing', async () => {
    const { body } = await ctx.client().post('/api/auth/reset-password-request', { email: 'nadie@chapinbox.test' });
    const response = await ctx.client().post('/api/auth/reset-password', { token: body.resetToken, newPassword: 'new-password-1' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: RESET_LINK_INVALID });
  });

  // Four sign-ins and a new password: five cost-12 bcrypt operations.
  it('When the password is reset, then it works once, the old password stops and every other session ends', { timeout: 30_000 }, async () => {
    const elsewhere = await signIn(ctx);
    const signedInHere = await signIn(ctx);
    expect(elsewhere.status).toBe(200);
    const token = await requestToken(ctx, ADMIN.email);

    const reset = await signedInHere.client.post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    const reused = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'another-pass-9' });

    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: PASSWORD_UPDATED });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: RESET_LINK_INVALID });
    expect((await elsewhere.client.get('/api/auth/me')).status).toBe(401);
    expect((await signedInHere.client.get('/api/auth/me')).status).toBe(200);
    expect((await signIn(ctx, ADMIN.password)).status).toBe(401);
    expect((await signIn(ctx, 'brand-new-pass')).status).toBe(200);
    const { rows } = await ctx.database.pool.query("select count(*)::int as n from audit_log where action = 'auth.password-reset' and actor_email = lower($1)", [ADMIN.email]);
    expect(rows[0].n).toBe(1);
  });
});

describe('password reset from a browser that is not signed in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await registerFirstAdmin(ctx);
  });
  afterAll(() => ctx.close());

  // Two sign-ins and a new password: three cost-12 bcrypt operations.
  it('When someone who forgot the password resets it without a session of their own, then every session of the account ends', { timeout: 30_000 }, async () => {
    const first = await signIn(ctx);
    const second = await signIn(ctx);
    const token = await requestToken(ctx, ADMIN.email);

    const reset = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });

    expect(reset.status).toBe(200);
    expect((await first.client.get('/api/auth/me')).status).toBe(401);
    expect((await second.client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('reset tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When a token is issued, then only its sha256 is stored, expiring in 1 hour', async () => {
    const user = await createStaffUser(ctx);
    const token = await requestToken(ctx, user.email);
    const { rows } = await ctx.database.pool.query(
      'select token_hash, extract(epoch from expires_at - now()) as seconds from password_resets where user_id = $1',
      [user.id],
    );
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toBe(token);
    expect(Number(rows[0].seconds)).toBeGreaterThan(3590);
    expect(Number(rows[0].seconds)).toBeLessThanOrEqual(3600);
  });

  it('When the new password is too short, then it answers 400 and the token still works', async () => {
    const user = await createStaffUser(ctx);
    const token = await requestToken(ctx, user.email);
    const short = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('La contraseña debe tener al menos 8 caracteres');
    expect((await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'long-enough-1' })).status).toBe(200);
  });

  it('When the token is expired, then it answers 400', async () => {
    const user = await createStaffUser(ctx);
    const token = await requestToken(ctx, user.email);
    await ctx.database.pool.query("update password_resets set expires_at = now() - interval '1 second' where user_id = $1", [user.id]);
    const response = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'new-password-1' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: RESET_LINK_INVALID });
  });

  it('When one token is used, then the other open tokens of that account stop working too', async () => {
    const user = await createStaffUser(ctx);
    const first = await requestToken(ctx, user.email);
    const second = await requestToken(ctx, user.email);
    expect((await ctx.client().post('/api/auth/reset-password', { token: second, newPassword: 'pass-from-second' })).status).toBe(200);
    expect((await ctx.client().post('/api/auth/reset-password', { token: first, newPassword: 'pass-from-first' })).status).toBe(400);
  });
});

describe('password recovery in production (token only by e-mail)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.chapinbox.example', MAIL_TRANSPORT: 'log' } });
    await registerFirstAdmin(ctx);
  });
  afterAll(() => ctx.close());

  it('When a reset is requested, then the answer carries no token, known e-mail or not, and only the account holder gets an e-mail', async () => {
    const known = await ctx.client().post('/api/auth/reset-password-request', { email: ADMIN.email });
    const unknown = await ctx.client().post('/api/auth/reset-password-request', { email: 'nadie@chapinbox.test' });

    expect(known.body).toEqual({ message: RESET_REQUESTED });
    expect(unknown.body).toEqual({ message: RESET_REQUESTED });
    expect(ctx.mailer.sent.map((mail) => mail.to)).toEqual(['ana.admin@chapinbox.test']);
  });

  it('When the e-mailed link is followed, then its token (in /forgot-password?token=) resets the password', async () => {
    ctx.mailer.sent.length = 0;
    await ctx.client().post('/api/auth/reset-password-request', { email: ADMIN.email });
    const [mail] = ctx.mailer.sent;
    const link = /https:\/\/\S+/.exec(mail.text)![0];

    expect(mail.subject).toBe('Restablece tu contraseña de ChapinBox');
    expect(link).toMatch(/^https:\/\/www\.chapinbox\.example\/forgot-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token');
    const response = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'mailed-pass-1' });
    expect(response.status).toBe(200);
  });

  it('When the mail transport fails, then the answer is still the same', async () => {
    ctx.mailer.failing = true;
    const response = await ctx.client().post('/api/auth/reset-password-request', { email: ADMIN.email });
    ctx.mailer.failing = false;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_REQUESTED });
  });
});

describe('who sees the reset token in development without a mail transport', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await registerFirstAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const fakeRequest = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as Request;

  it('When the request comes from a loopback address without forwarding headers, then it is from this machine', () => {
    for (const address of ['127.0.0.1', '127.0.0.9', '::1', '::ffff:127.0.0.1']) expect(isLoopbackRequest(fakeRequest(address))).toBe(true);
    for (const address of ['192.0.2.10', '::ffff:192.0.2.10', '2001:db8::1', '']) expect(isLoopbackRequest(fakeRequest(address))).toBe(false);
    expect(isLoopbackRequest(fakeRequest('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLoopbackRequest(fakeRequest('127.0.0.1', { forwarded: 'for=198.51.100.1' }))).toBe(false);
  });

  it('When another machine asks, then the answer has no token, and the link is written to the log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const resets = createPasswordResetService({ ...ctx.deps, logger });

    const answer = await resets.request(ADMIN.email.toLowerCase(), { origin: 'http://localhost:5000', fromLoopback: false });
    const onThisMachine = await resets.request(ADMIN.email.toLowerCase(), { origin: 'http://localhost:5000', fromLoopback: true });

    expect(answer).toEqual({ message: RESET_REQUESTED });
    expect(onThisMachine.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.resetLink);
    expect(logged).toHaveLength(2);
    expect(logged[0].resetLink).toMatch(/^http:\/\/localhost:5000\/forgot-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(logged[1].resetLink).toContain(onThisMachine.resetToken);
  });
});
