import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_LONG } from '@shared/auth';
import { createStaffUser, signInDirectly, type StaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { INVALID_CREDENTIALS, PASSWORD_CHANGED } from './auth.service';
import { TOO_MANY_RESETS } from './auth-limits.middleware';

describe('changing one\'s own password while signed in', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const signedIn = async (user: StaffUser) => {
    const client = ctx.client();
    await signInDirectly(ctx, client, user);
    return client;
  };
  const passwordHashOf = async (user: StaffUser) => (await ctx.database.pool.query('select password_hash from users where id = $1', [user.id])).rows[0].password_hash as string;
  const entriesOf = async (user: StaffUser) =>
    (await ctx.database.pool.query("select count(*)::int as n from audit_log where actor_id = $1 and action = 'auth.password-change'", [user.id])).rows[0].n as number;

  // A cost-12 hash and two cost-12 comparisons (the sign-ins afterwards).
  it('When the current password is right, then the new one works, other sessions end and this one stays', { timeout: 20_000 }, async () => {
    const user = await createStaffUser(ctx, { role: 'editor' });
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);

    const response = await here.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'una-clave-nueva-1' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: PASSWORD_CHANGED });
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await ctx.client().post('/api/auth/login', { email: user.email, password: 'una-clave-nueva-1' })).status).toBe(200);
    expect((await ctx.client().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect(await entriesOf(user)).toBe(1);
  });

  it('When the current password is wrong, then it answers 400 "Credenciales inválidas" and changes nothing', async () => {
    const user = await createStaffUser(ctx);
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);
    const before = await passwordHashOf(user);

    const response = await here.post('/api/auth/change-password', { currentPassword: 'no-es-la-clave', newPassword: 'una-clave-nueva-2' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: INVALID_CREDENTIALS });
    expect(await passwordHashOf(user)).toBe(before);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200);
    expect(await entriesOf(user)).toBe(0);
  });

  it('When the new password breaks the rules, then it answers 400 with the rule and changes nothing', async () => {
    const user = await createStaffUser(ctx);
    const here = await signedIn(user);
    const before = await passwordHashOf(user);

    const short = await here.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'corta' });
    const long = await here.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'x'.repeat(73) });

    expect(short.status).toBe(400);
    expect(short.body.message).toContain('La contraseña debe tener al menos 8 caracteres');
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(PASSWORD_TOO_LONG);
    expect(await passwordHashOf(user)).toBe(before);
  });

  it('When nobody is signed in, then it answers 401', async () => {
    const response = await ctx.client().post('/api/auth/change-password', { currentPassword: 'algo-de-clave', newPassword: 'una-clave-nueva-3' });
    expect(response.status).toBe(401);
  });

  it('When the current password is guessed too often, then it answers 429 with the Spanish message', { timeout: 30_000 }, async () => {
    const user = await createStaffUser(ctx);
    const here = await signedIn(user);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await here.post('/api/auth/change-password', { currentPassword: `intento-${attempt}`, newPassword: 'una-clave-nueva-4' })).status);
    }
    const limited = await here.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'una-clave-nueva-4' });

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_RESETS });
  });
});
