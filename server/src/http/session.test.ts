import { eq } from 'drizzle-orm';
import express from 'express';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { errorHandler } from '../http/errors';
import { createLogger } from '../lib/logger';
import { createTestDatabase, TEST_SESSION_SECRET } from '../../test/test-context';
import { TestClient } from '../../test/test-client';
import { copySessionCookie, sessionIdOf } from '../auth/auth-test-helpers';
import { SESSION_IDLE_MS, SESSION_MAX_LIFETIME_MS } from '../db/session-store';
import { loadStaffMember, requireStaff, sessionMiddleware } from './session';

/** A minimal instance: sign-in writes the session of account `userId`; /whoami and /member are staff routes. */
async function startInstance(database: Database, userId: () => number) {
  const logger = createLogger('silent');
  const app = express();
  app.use(sessionMiddleware({ pool: database.pool, secret: TEST_SESSION_SECRET, secureCookies: false, logger, signInPaths: ['/sign-in'] }));
  app.use(loadStaffMember);
  app.post('/sign-in', (req, res) => {
    req.session.userId = userId();
    req.session.signedInAt = Date.now();
    res.json({ ok: true });
  });
  app.get('/whoami', requireStaff, (req, res) => {
    res.json({ userId: req.session.userId });
  });
  app.get('/member', requireStaff, (req, res) => {
    res.json(req.staffMember);
  });
  app.use(errorHandler(logger));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

describe('sessions in PostgreSQL', () => {
  let database: Database;
  let first: Awaited<ReturnType<typeof startInstance>>;
  let second: Awaited<ReturnType<typeof startInstance>>;
  let userId = 0;

  beforeAll(async () => {
    database = connectDatabase((await createTestDatabase()).url);
    [{ id: userId }] = await database.db.insert(users).values({ email: 'ana@chapinbox.test', passwordHash: 'x', role: 'admin' }).returning({ id: users.id });
    first = await startInstance(database, () => userId);
    second = await startInstance(connectDatabase(database.pool.options.connectionString!), () => userId);
  });
  afterAll(async () => {
    first.server.close();
    second.server.close();
    await database.close();
  });

  it('When a staff route is called without a session, then it answers 401', async () => {
    const response = await new TestClient(first.url).get('/whoami');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'No autenticado' });
  });

  it('When a session is created on one instance, then the other instance reads it', async () => {
    const onFirst = new TestClient(first.url);
    const signIn = await onFirst.post('/sign-in');
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^chapinbox\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const onSecond = new TestClient(second.url);
    onSecond.setCookie('chapinbox.sid', cookie.split(';')[0].split('=')[1]);
    const response = await onSecond.get('/whoami');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId });
  });

  it('When a signed-in staff member makes a request, then the session’s end moves 12 hours ahead (sliding), cookie and row alike', async () => {
    const client = new TestClient(first.url);
    await client.post('/sign-in');
    const sid = sessionIdOf(client);
    await database.pool.query("update session set expire = now() + interval '1 hour' where sid = $1", [sid]);
    const expiry = async () => (await database.pool.query('select expire from session where sid = $1', [sid])).rows[0].expire.getTime();

    const response = await client.get('/whoami');

    expect(response.status).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
    expect(response.headers.get('set-cookie')).toMatch(/Expires=/);
  });

  it('When a session has had no request for 12 hours, or was signed in more than 30 days ago, then it answers 401', async () => {
    const idle = new TestClient(first.url);
    await idle.post('/sign-in');
    await database.pool.query("update session set expire = now() - interval '1 second' where sid = $1", [sessionIdOf(idle)]);
    expect((await idle.get('/whoami')).status).toBe(401);

    const old = new TestClient(first.url);
    await old.post('/sign-in');
    const sid = sessionIdOf(old);
    const longAgo = Date.now() - SESSION_MAX_LIFETIME_MS - 60_000;
    await database.pool.query("update session set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json where sid = $1", [sid, longAgo]);
    expect((await old.get('/whoami')).status).toBe(401);
    expect((await database.pool.query('select 1 from session where sid = $1', [sid])).rowCount).toBe(0);
  });

  it('When the account of a live session is removed, then its next request answers 401 and the session row is gone', async () => {
    const [{ id: removedId }] = await database.db.insert(users).values({ email: 'gone@chapinbox.test', passwordHash: 'x', role: 'editor' }).returning({ id: users.id });
    const client = new TestClient(first.url);
    const signedIn = userId;
    userId = removedId;
    await client.post('/sign-in');
    userId = signedIn;
    const sid = sessionIdOf(client);
    expect((await client.get('/whoami')).status).toBe(200);

    await database.pool.query('delete from users where id = $1', [removedId]);
    const response = await client.get('/whoami');

    expect(response.status).toBe(401);
    expect((await database.pool.query('select 1 from session where sid = $1', [sid])).rowCount).toBe(0);
  });

  it('When the account of a live session changes, then the next request on either instance sees it as it is now, and the session row holds only the session', async () => {
    const client = new TestClient(first.url);
    await client.post('/sign-in');
    const sid = sessionIdOf(client);
    expect((await client.get('/member')).body).toEqual({ id: userId, email: 'ana@chapinbox.test', firstName: null, lastName: null, role: 'admin', twoFactorEnabled: false, twoFactorRequired: false });

    await database.db.update(users).set({ role: 'editor', firstName: 'Ana' }).where(eq(users.id, userId));
    const onSecond = new TestClient(second.url);
    copySessionCookie(client, onSecond);
    expect((await onSecond.get('/member')).body).toEqual({ id: userId, email: 'ana@chapinbox.test', firstName: 'Ana', lastName: null, role: 'editor', twoFactorEnabled: false, twoFactorRequired: false });
    expect((await client.get('/member')).body).toMatchObject({ role: 'editor' });
    await database.db.update(users).set({ role: 'admin', firstName: null }).where(eq(users.id, userId));

    const { rows } = await database.pool.query('select sess from session where sid = $1', [sid]);
    expect(Object.keys(rows[0].sess).sort()).toEqual(['cookie', 'signedInAt', 'userId']);
  });

  it('When a visitor makes requests, then no session row is stored', async () => {
    const before = await database.pool.query('select count(*)::int as n from session');
    await new TestClient(first.url).get('/whoami');
    const after = await database.pool.query('select count(*)::int as n from session');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
