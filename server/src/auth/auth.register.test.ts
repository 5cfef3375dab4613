import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserResponseSchema, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, registrationStatusSchema } from '@shared/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { ADMIN } from './auth-test-helpers';
import { INVITATION_REQUIRED, SETUP_INVALID, SETUP_REQUIRED } from './auth.service';
import { issueSetupToken } from './setup-token.service';

describe('POST /api/auth/register', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  let setupToken: string;
  beforeAll(async () => {
    setupToken = await issueSetupToken(ctx.database.db);
  });

  it('When no account exists yet, then registration opens only with the setup link', async () => {
    const without = await ctx.client().get('/api/auth/registration-status');
    const withLink = await ctx.client().get(`/api/auth/registration-status?setup=${setupToken}`);
    const withWrong = await ctx.client().get('/api/auth/registration-status?setup=not-the-token');
    expect(without.status).toBe(200);
    expect(registrationStatusSchema.parse(without.body)).toEqual({ open: false, firstAccount: true, invitation: 'none', setup: 'none' });
    expect(withLink.body).toEqual({ open: true, firstAccount: true, invitation: 'none', setup: 'valid' });
    expect(withWrong.body).toEqual({ open: false, firstAccount: true, invitation: 'none', setup: 'invalid' });
  });

  it('When the first account is registered without the setup token, then it answers 403 and creates nothing', async () => {
    const response = await ctx.client().post('/api/auth/register', ADMIN);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: SETUP_REQUIRED });
    const wrong = await ctx.client().post('/api/auth/register', { ...ADMIN, setupToken: 'A'.repeat(43) });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: SETUP_INVALID });
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from users');
    expect(rows[0].n).toBe(0);
  });

  it('When the password is shorter than 8 characters, then it answers 400 and creates nothing', async () => {
    const response = await ctx.client().post('/api/auth/register', { ...ADMIN, password: 'short7!', setupToken });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('La contraseña debe tener al menos 8 caracteres');
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from users');
    expect(rows[0].n).toBe(0);
  });

  it('When the e-mail is not an address, then it answers 400', async () => {
    const response = await ctx.client().post('/api/auth/register', { ...ADMIN, email: 'not-an-email', setupToken });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['email']);
  });

  // A cost-12 bcrypt hash: seconds on a busy machine.
  it('When the first account registers with the setup token, then it becomes the admin, signed in, with a bcrypt cost-12 hash, and the token is used up', { timeout: 30_000 }, async () => {
    const client = ctx.client();
    const response = await client.post('/api/auth/register', { ...ADMIN, setupToken });

    expect(response.status).toBe(201);
    const { user } = currentUserResponseSchema.parse(response.body);
    expect(user).toMatchObject({ email: 'ana.admin@chapinbox.test', firstName: 'Ana', lastName: 'Admin', role: 'admin' });
    expect(response.headers.get('set-cookie')).toMatch(/chapinbox\.sid=.*HttpOnly.*SameSite=Lax/);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
    const { rows } = await ctx.database.pool.query('select password_hash from users where id = $1', [user.id]);
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$12\$/);
    expect(rows[0].password_hash).not.toContain(ADMIN.password);
    const { rows: tokens } = await ctx.database.pool.query('select count(*)::int as n from setup_tokens');
    expect(tokens[0].n).toBe(0);
    const { rows: log } = await ctx.database.pool.query('select action, actor_email, details from audit_log where actor_id = $1', [user.id]);
    expect(log).toEqual([{ action: 'auth.register', actor_email: 'ana.admin@chapinbox.test', details: { role: 'admin' } }]);
  });

  it('When the setup token is used again after the first account, then it opens nothing', async () => {
    const response = await ctx.client().post('/api/auth/register', { email: 'second@chapinbox.test', password: 'another-long-pass', setupToken });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: INVITATION_REQUIRED });
    const status = await ctx.client().get(`/api/auth/registration-status?setup=${setupToken}`);
    expect(status.body).toEqual({ open: false, firstAccount: false, invitation: 'none', setup: 'none' });
  });

  it('When an account exists and no invitation is given, then it answers 403 with a clear message', async () => {
    const response = await ctx.client().post('/api/auth/register', { email: 'stranger@example.com', password: 'a-long-password' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: INVITATION_REQUIRED });
    const status = await ctx.client().get('/api/auth/registration-status');
    expect(status.body).toEqual({ open: false, firstAccount: false, invitation: 'none', setup: 'none' });
  });

  it('When the registered e-mail is sent again in another letter case without an invitation, then it is still 403, not telling it exists', async () => {
    const response = await ctx.client().post('/api/auth/register', { ...ADMIN, email: ADMIN.email.toUpperCase() });
    expect(response.status).toBe(403);
  });
});

describe('the very first account, raced', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  // Two registrations at once: two cost-12 bcrypt hashes side by side.
  it('When two people register at once on an empty database, each with a setup link, then only one becomes the admin', { timeout: 30_000 }, async () => {
    // Two instances started on the empty database: each printed a link of its own.
    const [one, two] = [await issueSetupToken(ctx.database.db), await issueSetupToken(ctx.database.db)];
    const [first, second] = await Promise.all([
      ctx.client().post('/api/auth/register', { email: 'one@chapinbox.test', password: 'password-one', setupToken: one }),
      ctx.client().post('/api/auth/register', { email: 'two@chapinbox.test', password: 'password-two', setupToken: two }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 403]);
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from users');
    expect(rows[0].n).toBe(1);
  });
});

describe('the password policy (docs/product.md#staff-sign-in)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const register = async (password: string) =>
    ctx.client().post('/api/auth/register', { email: `policy-${Math.random().toString(36).slice(2)}@chapinbox.test`, password, setupToken: await issueSetupToken(ctx.database.db) });
  const refusal = async (password: string) => {
    const response = await register(password);
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['password']);
    return response.body.issues[0].message as string;
  };

  // Registrations are limited to 10 an hour per address: the other cases are in shared/auth.test.ts.
  it('When the password is one of the most common or one character repeated, then it is refused in Spanish', async () => {
    for (const password of ['12345678', 'aaaaaaaa']) expect(await refusal(password)).toBe(PASSWORD_TOO_COMMON);
  });

  it('When the password is 73 bytes in UTF-8, then it is refused, even with fewer characters', async () => {
    expect(await refusal('x'.repeat(73))).toBe(PASSWORD_TOO_LONG);
    // 36 letters with an accent are 72 bytes: one more character of any kind is past what bcrypt reads.
    expect(await refusal(`${'ñá'.repeat(18)}x`)).toBe(PASSWORD_TOO_LONG);
  });

  // A registration and two sign-ins: three cost-12 bcrypt operations.
  it('When the password is exactly 72 bytes, then it is accepted, and only that password signs in', { timeout: 30_000 }, async () => {
    const email = 'bytes@chapinbox.test';
    const password = 'ñá'.repeat(18);
    const setupToken = await issueSetupToken(ctx.database.db);
    expect((await ctx.client().post('/api/auth/register', { email, password, setupToken })).status).toBe(201);

    expect((await ctx.client().post('/api/auth/login', { email, password })).status).toBe(200);
    expect((await ctx.client().post('/api/auth/login', { email, password: `${password}anything` })).status).toBe(401);
  });

  it('When the password has 8 characters that are more than 8 bytes, then it is long enough; 7 characters are not', async () => {
    expect(await refusal('ñandú7!')).toBe(PASSWORD_TOO_SHORT);
  });
});
