import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endedSessionsResponseSchema, SESSION_GONE, staffSessionsResponseSchema } from '@shared/auth';
import { createStaffUser, staffClient, type StaffUser } from '../../test/staff-session';
import type { TestClient } from '../../test/test-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { deviceName } from './device-name';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('open sessions', () => {
  let ctx: TestContext;
  let member: StaffUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    member = await createStaffUser(ctx, { email: 'luis@chapinbox.test', role: 'editor' });
  });
  afterAll(() => ctx.close());

  const signedIn = async (userAgent: string, user: StaffUser = member) => {
    const client = ctx.client();
    const response = await client.post('/api/auth/login', { email: user.email, password: user.password }, { headers: { 'User-Agent': userAgent } });
    expect(response.status).toBe(200);
    return client;
  };
  const sessionsSeenBy = async (client: TestClient) => staffSessionsResponseSchema.parse((await client.get('/api/auth/sessions')).body).sessions;

  it('When a member has signed in on two devices, then each lists both, where and when, marking its own, and never the cookie', async () => {
    await ctx.database.pool.query('delete from session');
    const laptop = await signedIn(CHROME_ON_WINDOWS);
    const phone = await signedIn(SAFARI_ON_IPHONE);

    const seen = await sessionsSeenBy(laptop);
    expect(seen).toHaveLength(2);
    expect(seen.map((session) => [session.device, session.current])).toEqual(expect.arrayContaining([['Chrome en Windows', true], ['Safari en iPhone', false]]));
    for (const session of seen) {
      expect(session.address).toBe('127.0.0.1');
      expect(Date.now() - new Date(session.lastActiveAt).getTime()).toBeLessThan(60_000);
      expect(Date.now() - new Date(session.signedInAt!).getTime()).toBeLessThan(60_000);
    }
    const cookieSid = decodeURIComponent(laptop.cookieHeader.split('chapinbox.sid=')[1]).slice(2).split('.')[0];
    expect(JSON.stringify(seen)).not.toContain(cookieSid);
    expect((await sessionsSeenBy(phone)).find((session) => session.current)?.device).toBe('Safari en iPhone');
  });

  it('When a member ends another of their sessions, then that device is signed out at once; ending it again is 404; another account\'s session cannot be ended', async () => {
    await ctx.database.pool.query('delete from session');
    const laptop = await signedIn(CHROME_ON_WINDOWS);
    const phone = await signedIn(SAFARI_ON_IPHONE);
    const { client: someoneElse } = await staffClient(ctx);
    const phoneSession = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;

    expect((await someoneElse.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await laptop.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    const again = await laptop.delete(`/api/auth/sessions/${phoneSession.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: SESSION_GONE });
    expect((await laptop.delete('/api/auth/sessions/not-a-session')).status).toBe(400);
  });

  it('When a member ends all their other sessions, then only this one stays, and the log says how many ended', async () => {
    await ctx.database.pool.query('delete from session');
    const laptop = await signedIn(CHROME_ON_WINDOWS);
    const others = [await signedIn(SAFARI_ON_IPHONE), await signedIn('curl/8.0')];

    const ended = endedSessionsResponseSchema.parse((await laptop.post('/api/auth/sessions/end-others')).body);

    expect(ended).toEqual({ ended: 2 });
    for (const other of others) expect((await other.get('/api/auth/me')).status).toBe(401);
    expect(await sessionsSeenBy(laptop)).toHaveLength(1);
    const { rows } = await ctx.database.pool.query("select details from audit_log where action = 'auth.sessions-end' order by id desc limit 1");
    expect(rows[0].details).toEqual({ ended: 2 });
  });

  it('When an admin ends a member\'s sessions, then every device of the member is signed out and it is logged with the member; an editor may not', async () => {
    const phone = await signedIn(SAFARI_ON_IPHONE);
    const { client: admin } = await staffClient(ctx);
    const editor = await signedIn(CHROME_ON_WINDOWS);

    expect((await editor.post(`/api/admin/staff/${member.id}/end-sessions`)).status).toBe(403);
    const response = await admin.post(`/api/admin/staff/${member.id}/end-sessions`);
    expect(response.status).toBe(200);
    expect(response.body.ended).toBeGreaterThanOrEqual(2);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await editor.get('/api/auth/me')).status).toBe(401);
    const { rows } = await ctx.database.pool.query("select target from audit_log where action = 'auth.sessions-end' order by id desc limit 1");
    expect(rows[0].target).toBe('luis@chapinbox.test');
    expect((await admin.post('/api/admin/staff/999999/end-sessions')).status).toBe(404);
  });

  it('When the device is described, then browser and system are named, and an unknown one says so', () => {
    expect(deviceName(CHROME_ON_WINDOWS)).toBe('Chrome en Windows');
    expect(deviceName(SAFARI_ON_IPHONE)).toBe('Safari en iPhone');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox en Mac');
    expect(deviceName(undefined)).toBe('Dispositivo desconocido');
  });
});
