import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserResponseSchema, registrationStatusSchema } from '@shared/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { ADMIN } from './auth-test-helpers';
import { INVITATION_REQUIRED } from './auth.service';

describe('POST /api/auth/register', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When no account exists yet, then registration is open', async () => {
    const response = await ctx.client().get('/api/auth/registration-status');
    expect(response.status).toBe(200);
    expect(registrationStatusSchema.parse(response.body)).toEqual({ open: true, invitation: 'none' });
  });

  it('When the password is shorter than 8 characters, then it answers 400 and creates nothing', async () => {
    const response = await ctx.client().post('/api/auth/register', { ...ADMIN, password: 'short7!' });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('La contraseña debe tener al menos 8 caracteres');
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from users');
    expect(rows[0].n).toBe(0);
  });

  it('When the e-mail is not an address, then it answers 400', async () => {
    const response = await ctx.client().post('/api/auth/register', { ...ADMIN, email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['email']);
  });

  it('When the first account registers, then it becomes the admin, signed in, with a bcrypt cost-12 hash', async () => {
    const client = ctx.client();
    const response = await client.post('/api/auth/register', ADMIN);

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
  });

  it('When an account exists and no invitation is given, then it answers 403 with a clear message', async () => {
    const response = await ctx.client().post('/api/auth/register', { email: 'stranger@example.com', password: 'a-long-password' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: INVITATION_REQUIRED });
    const status = await ctx.client().get('/api/auth/registration-status');
    expect(status.body).toEqual({ open: false, invitation: 'none' });
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
  it('When two people register at once on an empty database, then only one becomes the admin', { timeout: 30_000 }, async () => {
    const [first, second] = await Promise.all([
      ctx.client().post('/api/auth/register', { email: 'one@chapinbox.test', password: 'password-one' }),
      ctx.client().post('/api/auth/register', { email: 'two@chapinbox.test', password: 'password-two' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 403]);
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from users');
    expect(rows[0].n).toBe(1);
  });
});
