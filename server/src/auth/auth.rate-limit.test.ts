import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { registerFirstAdmin } from './auth-test-helpers';
import { TOO_MANY_REGISTRATIONS, TOO_MANY_RESET_REQUESTS_FOR_EMAIL, TOO_MANY_SIGN_INS } from './auth-limits.middleware';
import { KNOWN_DEVICE_COOKIE } from './known-device.middleware';

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

  it('When 3 recovery requests for one e-mail come through both instances within 5 minutes, then the 4th answers 429', async () => {
    const ask = (ctx: TestContext) => ctx.client().post('/api/auth/reset-password-request', { email: 'Someone@chapinbox.test' });
    for (let i = 0; i < 3; i++) expect((await ask(i % 2 ? second : first)).status).toBe(200);

    const limited = await ask(first);

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_RESET_REQUESTS_FOR_EMAIL });
    // A window of 5 minutes: the owner waits that long at most.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it('When strangers filled the per-e-mail limits, then a browser that signed in to that account before still signs in and asks for a reset', async () => {
    const owner = await createStaffUser(first);
    const other = await createStaffUser(first);
    const ownBrowser = first.client();
    expect((await ownBrowser.post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
    expect(ownBrowser.cookieHeader).toContain(`${KNOWN_DEVICE_COOKIE}=`);
    const otherBrowser = first.client();
    expect((await otherBrowser.post('/api/auth/login', { email: other.email, password: other.password })).status).toBe(200);
    // Ten failures from ten addresses would be ten clients; the per-address limit (30) is not what is tested here.
    for (let i = 0; i < 10; i++) {
      await (i % 2 ? second : first).client().post('/api/auth/login', { email: owner.email, password: 'wrong-guess' });
    }
    for (let i = 0; i < 3; i++) await first.client().post('/api/auth/reset-password-request', { email: owner.email });

    const stranger = await second.client().post('/api/auth/login', { email: owner.email, password: owner.password });
    const known = await ownBrowser.post('/api/auth/login', { email: owner.email.toUpperCase(), password: owner.password });
    const knownToAnotherAccount = await otherBrowser.post('/api/auth/login', { email: owner.email, password: owner.password });
    const reset = await ownBrowser.post('/api/auth/reset-password-request', { email: owner.email });

    expect(stranger.status).toBe(429);
    expect(known.status).toBe(200);
    expect(knownToAnotherAccount.status).toBe(429);
    expect(reset.status).toBe(200);
  });

  it('When the known-device cookie is forged or altered, then the per-e-mail limit applies', async () => {
    const owner = await createStaffUser(first);
    for (let i = 0; i < 10; i++) await first.client().post('/api/auth/login', { email: owner.email, password: 'wrong-guess' });
    const signedBefore = first.client();
    // A cookie of the right shape for the account, with a signature this server never made.
    signedBefore.setCookie(KNOWN_DEVICE_COOKIE, `${owner.id}.${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`);

    const response = await signedBefore.post('/api/auth/login', { email: owner.email, password: owner.password });

    expect(response.status).toBe(429);
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
