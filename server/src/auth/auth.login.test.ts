import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserResponseSchema } from '@shared/auth';
import { createStaffUser, signInDirectly } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { ADMIN, copySessionCookie, registerFirstAdmin, sessionIdOf } from './auth-test-helpers';
import { INVALID_CREDENTIALS } from './auth.service';
import { KNOWN_DEVICE_COOKIE } from './known-device.middleware';
import type * as PasswordWorkersModule from './password-workers';
import { HTTPS_REQUIRED } from '../http/session';
import { users } from '../db/schema';
import { issueSetupToken } from './setup-token.service';
import { eq } from 'drizzle-orm';

/** Every bcrypt comparison the app runs, with the hash it compared against and whether it had finished. */
const comparisons = vi.hoisted(() => [] as Array<{ hash: string; finished: boolean }>);
vi.mock('./password-workers', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordWorkersModule>();
  return {
    ...real,
    // The real workers, with each comparison noted on its way through.
    createPasswordWorkers: (...args: Parameters<typeof real.createPasswordWorkers>) => {
      const workers = real.createPasswordWorkers(...args);
      const compare = async (password: string, hash: string) => {
        const comparison = { hash, finished: false };
        comparisons.push(comparison);
        try {
          return await workers.compare(password, hash);
        } finally {
          comparison.finished = true;
        }
      };
      return { ...workers, compare };
    },
  };
});

/** A bcrypt hash's cost ('$2b$12$…' → 12). */
const costOf = (hash: string) => Number(hash.split('$')[2]);

describe('sign-in, sign-out and the current user', () => {
  let ctx: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    second = await createTestContext({ shareWith: ctx });
    await registerFirstAdmin(ctx);
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('When the e-mail and password are right (any letter case), then it answers the user and a session cookie', async () => {
    const client = ctx.client();
    const response = await client.post('/api/auth/login', { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(currentUserResponseSchema.parse(response.body).user).toMatchObject({ email: 'ana.admin@chapinbox.test', role: 'admin' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('When the password is wrong, then it answers 401 "Credenciales inválidas" and no session', async () => {
    const client = ctx.client();
    const response = await client.post('/api/auth/login', { email: ADMIN.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: INVALID_CREDENTIALS });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('When the e-mail has no account, then it answers exactly the same 401', async () => {
    const response = await ctx.client().post('/api/auth/login', { email: 'nobody@chapinbox.test', password: 'whatever-123' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: INVALID_CREDENTIALS });
  });

  it('When a field is missing, then it answers 400', async () => {
    const response = await ctx.client().post('/api/auth/login', { email: ADMIN.email });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['password']);
  });

  it('When signed out, then GET /api/auth/me answers 401', async () => {
    const response = await ctx.client().get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'No autenticado' });
  });

  it('When someone signs in on a browser that already had a session id, then the id is replaced and the old one deleted', async () => {
    const other = await createStaffUser(ctx);
    const client = ctx.client();
    const planted = await signInDirectly(ctx, client, other);

    await client.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });

    const now = sessionIdOf(client);
    expect(now).toBeDefined();
    expect(now).not.toBe(planted);
    const { rows } = await ctx.database.pool.query('select sid from session where sid = $1', [planted]);
    expect(rows).toHaveLength(0);
    expect((await client.get('/api/auth/me')).body.user.email).toBe('ana.admin@chapinbox.test');
  });

  it('When a session is created on one instance, then the other instance knows the user', async () => {
    const onFirst = ctx.client();
    await onFirst.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    const onSecond = second.client();
    copySessionCookie(onFirst, onSecond);

    const me = await onSecond.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('ana.admin@chapinbox.test');
  });

  it('When signing out on one instance, then the session is gone on both', async () => {
    const onFirst = ctx.client();
    await onFirst.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    const onSecond = second.client();
    copySessionCookie(onFirst, onSecond);
    const sid = sessionIdOf(onFirst);

    const logout = await onSecond.post('/api/auth/logout');

    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/chapinbox\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await onFirst.get('/api/auth/me')).status).toBe(401);
    const { rows } = await ctx.database.pool.query('select sid from session where sid = $1', [sid]);
    expect(rows).toHaveLength(0);
  });

  it('When signing out without a session, then it still answers 204', async () => {
    expect((await ctx.client().post('/api/auth/logout')).status).toBe(204);
  });

  it('When the account behind a session is deleted, then /me answers 401 and the session ends', async () => {
    const user = await createStaffUser(ctx);
    const client = ctx.client();
    const sid = await signInDirectly(ctx, client, user);
    await ctx.database.pool.query('delete from users where id = $1', [user.id]);

    expect((await client.get('/api/auth/me')).status).toBe(401);
    const { rows } = await ctx.database.pool.query('select sid from session where sid = $1', [sid]);
    expect(rows).toHaveLength(0);
  });

  // Timing is not measured (a loaded machine makes any figure flaky): what makes the times equal is.
  it('When the e-mail is unknown, then the refusal waits for a comparison of the same cost as a wrong password does (dummy hash)', async () => {
    const client = ctx.client();
    const { rows } = await ctx.database.pool.query<{ password_hash: string }>('select password_hash from users where lower(email) = lower($1)', [ADMIN.email]);
    const stored = rows[0].password_hash;

    comparisons.length = 0;
    const wrongPassword = await client.post('/api/auth/login', { email: ADMIN.email, password: 'not-the-password' });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([401, { message: INVALID_CREDENTIALS }]);
    expect(comparisons).toEqual([{ hash: stored, finished: true }]);

    comparisons.length = 0;
    const unknown = await client.post('/api/auth/login', { email: 'nobody@chapinbox.test', password: 'not-the-password' });
    expect([unknown.status, unknown.body]).toEqual([401, { message: INVALID_CREDENTIALS }]);
    // One comparison, finished before the answer, against a hash that is nobody's and costs what a stored one does.
    expect(comparisons).toHaveLength(1);
    expect(comparisons[0].finished).toBe(true);
    expect(comparisons[0].hash).not.toBe(stored);
    expect(costOf(comparisons[0].hash)).toBe(costOf(stored));
    expect(costOf(stored)).toBe(12);
  });
});

describe('sign-in behind an HTTPS proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => ctx.close());

  it('When the first admin registers over plain http, then it is refused before the account is created, and the setup link still works over https', async () => {
    const setupToken = await issueSetupToken(ctx.database.db);
    const overHttp = await ctx.client().post('/api/auth/register', { ...ADMIN, setupToken }, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(overHttp.status).toBe(403);
    expect(overHttp.body).toEqual({ message: HTTPS_REQUIRED });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, ADMIN.email))).toEqual([]);

    const overHttps = await ctx.client().post('/api/auth/register', { ...ADMIN, setupToken }, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.status).toBe(201);
  });

  it('When the proxy says https, then both cookies are Secure; when it says http, sign-in is refused rather than setting a cookie', async () => {
    const user = await createStaffUser(ctx);
    const overHttps = await ctx.client().post('/api/auth/login', { email: user.email, password: user.password }, { headers: { 'X-Forwarded-Proto': 'https' } });
    const overHttp = await ctx.client().post('/api/auth/login', { email: user.email, password: user.password }, { headers: { 'X-Forwarded-Proto': 'http' } });

    expect(overHttps.status).toBe(200);
    const cookies = overHttps.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('chapinbox.sid='))).toMatch(/; Secure/);
    expect(cookies.find((cookie) => cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`))).toMatch(/; Secure/);
    expect(overHttp.status).toBe(403);
    expect(overHttp.body).toEqual({ message: HTTPS_REQUIRED });
    expect(overHttp.headers.getSetCookie()).toEqual([]);
  });
});
