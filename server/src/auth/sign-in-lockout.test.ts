import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureOwnerDuringFlood } from '../../test/sign-in-storm';
import { createStaffUser, type StaffUser } from '../../test/staff-session';
import { setupStep } from '../../test/test-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { KNOWN_DEVICE_COOKIE } from './known-device.middleware';

describe('a flood of wrong passwords against the sign-in', () => {
  let ctx: TestContext;
  let owner: StaffUser;
  let deviceCookie: string;

  beforeAll(async () => {
    // Behind a proxy on this machine: each flood request names its own address.
    ctx = await createTestContext({ env: { TRUST_PROXY: 'loopback' } });
    owner = await createStaffUser(ctx, { email: 'duena@chapinbox.test' });
    const first = setupStep(await ctx.client().post('/api/auth/login', { email: owner.email, password: owner.password }, { headers: { 'X-Forwarded-For': '203.0.113.200', 'X-Forwarded-Proto': 'https' } }), 200);
    deviceCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!.split(';')[0];
  });
  afterAll(() => ctx.close());

  it('When 64 addresses send wrong passwords (for the owner and for made-up accounts), then the owner signs in from their known device within 2 s, 10 times out of 10, and every attempt of the flood is counted', { timeout: 240_000 }, async () => {
    const result = await measureOwnerDuringFlood(ctx.baseUrl, { owner, deviceCookie, addressing: 'forwarded' });

    expect(result.owner.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(Math.max(...result.owner.map((answer) => answer.ms))).toBeLessThan(2_000);
    // Wrong passwords (401), refused while the threads were full (503), or past the owner's
    // per-e-mail limit (429): never a 500.
    expect(Object.keys(result.flood).map(Number)).toEqual(expect.arrayContaining([401, 503]));
    expect(Object.keys(result.flood).map(Number).every((status) => [401, 429, 503].includes(status))).toBe(true);
    // A refusal counts against its address like a wrong password.
    const { rows } = await ctx.database.pool.query<{ hits: number }>("select sum(hits)::int as hits from rate_limits where key like 'login-ip:198.51.100.%'");
    expect(rows[0].hits).toBe(Object.values(result.flood).reduce((sum, n) => sum + n, 0));
  });
});
