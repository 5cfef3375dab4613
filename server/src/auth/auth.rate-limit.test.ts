import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { registerFirstAdmin } from './auth-test-helpers';
import { TOO_MANY_REGISTRATIONS, TOO_MANY_RESET_REQUESTS, TOO_MANY_SIGN_INS } from './auth.rate-limits';

describe('rate limits shared by two instances on one database', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestContext();
    second = await createTestContext({ shareWith: first });
    await registerFirstAdmin(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('When 10 sign-ins for one e-mail fail across both instances, then the 11th answers 429 in Spanish, even with the right password', async () => {
    const user = await createStaffUser(first);
    const tryWrong = (ctx: TestContext) => ctx.client().post('/api/auth/login', { email: user.email, password: 'wrong-guess' });
    for (let i = 0; i < 5; i++) {
      expect((await tryWrong(first)).status).toBe(401);
      expect((await tryWrong(second)).status).toBe(401);
    }

    const limited = await second.client().post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_SIGN_INS });
    expect((await first.client().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(429);
  });

  it('When sign-ins succeed, then they do not count towards the limit', async () => {
    const user = await createStaffUser(first);
    for (let i = 0; i < 11; i++) {
      const ctx = i % 2 ? second : first;
      expect((await ctx.client().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    }
  });

  it('When 5 recovery requests for one e-mail come through both instances, then the 6th answers 429', async () => {
    const ask = (ctx: TestContext) => ctx.client().post('/api/auth/reset-password-request', { email: 'Someone@chapinbox.test' });
    for (let i = 0; i < 5; i++) expect((await ask(i % 2 ? second : first)).status).toBe(200);

    const limited = await ask(first);

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_RESET_REQUESTS });
  });

  it('When 10 registrations come from one address across both instances, then the 11th answers 429', async () => {
    const register = (ctx: TestContext, i: number) => ctx.client().post('/api/auth/register', { email: `guest-${i}@chapinbox.test`, password: 'no-invitation' });
    // The first admin's registration was the first of the 10.
    for (let i = 0; i < 9; i++) expect((await register(i % 2 ? second : first, i)).status).toBe(403);

    const limited = await register(second, 10);

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_REGISTRATIONS });
  });
});
