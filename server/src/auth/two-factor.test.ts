import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import {
  ENABLE_YOUR_TWO_FACTOR_FIRST,
  INVALID_TWO_FACTOR_CODE,
  RECOVERY_CODE_COUNT,
  TOO_MANY_TWO_FACTOR_CODES,
  TWO_FACTOR_REQUIRED_BY_ADMIN,
  TWO_FACTOR_SETUP_MISSING,
  TWO_FACTOR_SETUP_REQUIRED,
  TWO_FACTOR_STEP_EXPIRED,
} from '@shared/two-factor';
import { createStaffUser, staffClient, type StaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { INVALID_CREDENTIALS } from './auth.service';
import { TWO_FACTOR_DEVICE_COOKIE } from './known-device.middleware';
import { RESET_OWN_TWO_FACTOR } from './two-factor.service';

/** The app's code for `secret`, `stepsAhead` time steps from now (the steps either side are accepted too: clocks drift). */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Waits until at least 5 s of the current 30 s time step are left, so a test's codes all belong to the steps it means. */
async function untilMidStep() {
  while (30 - ((Date.now() / 1000) % 30) < 5) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('two-step sign-in', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let adminUser: StaffUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: admin, user: adminUser } = await staffClient(ctx, { email: 'ana.admin@chapinbox.test' }));
    // Only an admin who has it may require it of everyone.
    await untilMidStep();
    await enableTwoFactor(admin);
  });
  beforeEach(untilMidStep);
  afterAll(() => ctx.close());

  /** Sets up two-step sign-in on a signed-in `client` with the previous step's code (so the current one is still unused). */
  async function enableTwoFactor(client: TestClient) {
    const setup = await client.post('/api/auth/2fa/setup', {});
    expect(setup.status).toBe(200);
    const enabled = await client.post('/api/auth/2fa/enable', { code: await codeOf(setup.body.secret, -1) });
    expect(enabled.status).toBe(200);
    return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  /** A member signed in who has set up two-step sign-in: their client, secret and recovery codes. */
  async function memberWithTwoFactor() {
    const user = await createStaffUser(ctx, { role: 'editor' });
    const client = ctx.client();
    expect((await client.post('/api/auth/login', { email: user.email, password: user.password })).body).toMatchObject({ user: { id: user.id } });
    return { user, client, ...(await enableTwoFactor(client)) };
  }

  const activityOf = async (email: string) =>
    (
      await ctx.database.pool.query<{ action: string; details: Record<string, unknown> | null }>(
        `select action, details from audit_log where actor_email = $1 order by id`,
        [email],
      )
    ).rows;

  it('When a member sets it up, then the QR code and secret come once, a code of the app turns it on, and ten recovery codes are shown', async () => {
    const { client } = await staffClient(ctx, { role: 'editor' });
    expect((await client.get('/api/auth/2fa')).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await client.post('/api/auth/2fa/setup', {});
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/ChapinBox:.+\?.*secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await client.post('/api/auth/2fa/enable', { code: '000000' === (await codeOf(setup.body.secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(INVALID_TWO_FACTOR_CODE);
    expect((await client.get('/api/auth/2fa')).body.enabled).toBe(false);

    const enabled = await client.post('/api/auth/2fa/enable', { code: await codeOf(setup.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await client.get('/api/auth/2fa')).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await client.get('/api/auth/me')).body.user).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
    expect((await client.post('/api/auth/2fa/setup', {})).status).toBe(409);
  });

  it('When the password is right, then no session starts until the code: a wrong code is refused and logged, the right one signs in once', async () => {
    const { user, secret } = await memberWithTwoFactor();
    const browser = ctx.client();

    const first = await browser.post('/api/auth/login', { email: user.email, password: user.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    const current = await codeOf(secret);
    const wrong = await browser.post('/api/auth/login/2fa', { code: current === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(INVALID_TWO_FACTOR_CODE);
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    const right = await browser.post('/api/auth/login/2fa', { code: current.replace(/(\d{3})/, '$1 ') });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // The same code a second time (someone who saw it): refused.
    const other = ctx.client();
    await other.post('/api/auth/login', { email: user.email, password: user.password });
    expect((await other.post('/api/auth/login/2fa', { code: current })).status).toBe(401);
    expect((await other.post('/api/auth/login/2fa', { code: await codeOf(secret, 1) })).status).toBe(200);

    const log = await activityOf(user.email);
    expect(log.filter((entry) => entry.action === 'auth.2fa-failed')).toHaveLength(2);
    expect(log.filter((entry) => entry.action === 'auth.sign-in').map((entry) => entry.details?.method)).toEqual([undefined, 'code', 'code']);
  });

  it('When the phone is lost, then each recovery code signs in once, in any letter case', async () => {
    const { user, recoveryCodes } = await memberWithTwoFactor();
    const signInWith = async (code: string) => {
      const browser = ctx.client();
      await browser.post('/api/auth/login', { email: user.email, password: user.password });
      return browser.post('/api/auth/login/2fa', { code });
    };

    expect((await signInWith(recoveryCodes[0].toUpperCase())).status).toBe(200);
    expect((await signInWith(recoveryCodes[0])).body.message).toBe(INVALID_TWO_FACTOR_CODE);
    const signedIn = await signInWith(recoveryCodes[1].replace('-', ''));
    expect(signedIn.status).toBe(200);
    expect((await activityOf(user.email)).at(-1)).toMatchObject({ action: 'auth.sign-in', details: { method: 'recovery' } });
  });

  it('When a browser was remembered, then it skips the code for that account until two-step sign-in is reset', async () => {
    const { user, secret } = await memberWithTwoFactor();
    const browser = ctx.client();
    await browser.post('/api/auth/login', { email: user.email, password: user.password });
    const signedIn = await browser.post('/api/auth/login/2fa', { code: await codeOf(secret), rememberDevice: true });
    expect(signedIn.status).toBe(200);
    expect(browser.cookieHeader).toContain(`${TWO_FACTOR_DEVICE_COOKIE}=`);
    await browser.post('/api/auth/logout', {});

    const again = await browser.post('/api/auth/login', { email: user.email, password: user.password });
    expect(again.body.user).toMatchObject({ id: user.id });
    expect((await activityOf(user.email)).at(-1)).toMatchObject({ action: 'auth.sign-in', details: { method: 'remembered' } });

    // The cookie names the account and the moment it was enabled: another account, or a reset, asks again.
    const { user: colleague } = await memberWithTwoFactor();
    expect((await browser.post('/api/auth/login', { email: colleague.email, password: colleague.password })).body).toEqual({ twoFactorRequired: true });
    expect((await admin.post(`/api/admin/staff/${user.id}/reset-2fa`, {})).status).toBe(204);
    const setupAgain = ctx.client();
    await setupAgain.post('/api/auth/login', { email: user.email, password: user.password });
    await enableTwoFactor(setupAgain);
    expect((await browser.post('/api/auth/login', { email: user.email, password: user.password })).body).toEqual({ twoFactorRequired: true });
  });

  it('When the code comes without a password step, then it is refused with a message that says to sign in again', async () => {
    const response = await ctx.client().post('/api/auth/login/2fa', { code: '123456' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(TWO_FACTOR_STEP_EXPIRED);
  });

  it('When codes are guessed, then the account refuses codes after 10 wrong ones, even the right one, from any browser', async () => {
    const { user, secret } = await memberWithTwoFactor();
    const right = await codeOf(secret);
    const wrongCode = right === '000001' ? '000002' : '000001';
    for (let attempt = 0; attempt < 10; attempt++) {
      const browser = ctx.client();
      await browser.post('/api/auth/login', { email: user.email, password: user.password });
      expect((await browser.post('/api/auth/login/2fa', { code: wrongCode })).status).toBe(401);
    }
    const owner = ctx.client();
    await owner.post('/api/auth/login', { email: user.email, password: user.password });
    const refused = await owner.post('/api/auth/login/2fa', { code: right });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_TWO_FACTOR_CODES);
  });

  it('When a member turns it off, then the password is required, and it is refused while an admin requires it', async () => {
    const { client, user } = await memberWithTwoFactor();
    const wrong = await client.post('/api/auth/2fa/disable', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(INVALID_CREDENTIALS);

    expect((await admin.request('PUT', '/api/admin/staff/two-factor-policy', { required: true })).status).toBe(200);
    try {
      const refused = await client.post('/api/auth/2fa/disable', { password: user.password });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(TWO_FACTOR_REQUIRED_BY_ADMIN);
    } finally {
      await admin.request('PUT', '/api/admin/staff/two-factor-policy', { required: false });
    }

    expect((await client.post('/api/auth/2fa/disable', { password: user.password })).status).toBe(204);
    expect((await client.get('/api/auth/2fa')).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const browser = ctx.client();
    expect((await browser.post('/api/auth/login', { email: user.email, password: user.password })).body.user).toMatchObject({ id: user.id });
    expect((await activityOf(user.email)).map((entry) => entry.action)).toContain('auth.2fa-disable');
  });

  it('When an admin requires it, then a member without it reaches only their own account until they set it up; editors cannot change the rule', async () => {
    const { client: editor } = await staffClient(ctx, { role: 'editor' });
    expect((await editor.request('PUT', '/api/admin/staff/two-factor-policy', { required: true })).status).toBe(403);
    expect((await admin.request('PUT', '/api/admin/staff/two-factor-policy', { required: 'yes' })).status).toBe(400);
    // An admin without it would lock themselves out: they set up theirs first.
    const { client: newAdmin } = await staffClient(ctx, { role: 'admin' });
    const lockout = await newAdmin.request('PUT', '/api/admin/staff/two-factor-policy', { required: true });
    expect(lockout.status).toBe(409);
    expect(lockout.body.message).toBe(ENABLE_YOUR_TWO_FACTOR_FIRST);

    const turnedOn = await admin.request('PUT', '/api/admin/staff/two-factor-policy', { required: true });
    try {
      expect(turnedOn.body).toEqual({ required: true });
      expect((await admin.get('/api/admin/staff')).body.twoFactorRequired).toBe(true);
      expect((await editor.get('/api/auth/me')).body.user).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
      const blocked = await editor.get('/api/inventory');
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe(TWO_FACTOR_SETUP_REQUIRED);

      const secret = (await editor.post('/api/auth/2fa/setup', {})).body.secret;
      expect((await editor.post('/api/auth/2fa/enable', { code: await codeOf(secret) })).status).toBe(200);
      expect((await editor.get('/api/inventory')).status).toBe(200);
    } finally {
      await admin.request('PUT', '/api/admin/staff/two-factor-policy', { required: false });
    }
    expect((await activityOf('ana.admin@chapinbox.test')).filter((entry) => entry.action === 'staff.2fa-policy').map((entry) => entry.details)).toEqual(
      [{ required: true }, { required: false }, { required: true }, { required: false }],
    );
  });

  it("When an admin resets a member's second factor, then it is off, the staff list says so, it is logged, and their own needs the password instead", async () => {
    const { user } = await memberWithTwoFactor();
    const listed = async () => (await admin.get('/api/admin/staff')).body.staff.find((member: { id: number }) => member.id === user.id);
    expect((await listed()).twoFactorEnabled).toBe(true);

    expect((await admin.post(`/api/admin/staff/${user.id}/reset-2fa`, {})).status).toBe(204);
    expect((await listed()).twoFactorEnabled).toBe(false);
    const log = await ctx.database.pool.query(`select target from audit_log where action = 'staff.2fa-reset' order by id desc limit 1`);
    expect(log.rows[0].target).toBe(user.email);

    const own = await admin.post(`/api/admin/staff/${adminUser.id}/reset-2fa`, {});
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(RESET_OWN_TWO_FACTOR);
    expect((await admin.post('/api/admin/staff/999999/reset-2fa', {})).status).toBe(404);
  });

  it('When the input is wrong, then each step answers a clear 4xx and changes nothing', async () => {
    const { client } = await staffClient(ctx, { role: 'editor' });
    const missing = await client.post('/api/auth/2fa/enable', { code: '123456' });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe(TWO_FACTOR_SETUP_MISSING);
    for (const body of [{}, { code: 'abc' }, { code: 123456 }, { code: '1'.repeat(500) }]) {
      const response = await client.post('/api/auth/2fa/enable', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    for (const body of [{}, { code: 'not a code' }, { code: '123456', rememberDevice: 'yes' }]) {
      expect((await ctx.client().post('/api/auth/login/2fa', body)).status).toBe(400);
    }
    expect((await client.post('/api/auth/2fa/disable', {})).status).toBe(400);
    expect((await client.get('/api/auth/2fa')).body.enabled).toBe(false);
  });
});
