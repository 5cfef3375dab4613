import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdInvitationSchema, openInvitationsResponseSchema } from '@shared/auth';
import { LAST_ADMIN_MESSAGE, staffListResponseSchema } from '@shared/staff';
import { createStaffUser, signInDirectly, staffClient, type StaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient, TestResponse } from '../../test/test-client';
import { INVITATION_INVALID } from '../auth/auth.service';
import { STAFF_CHANGE_LOCK } from './staff.service';

describe('staff accounts', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** Every account is removed first: each test builds the staff it needs. */
  async function freshStaff() {
    await ctx.database.pool.query('delete from session');
    await ctx.database.pool.query('delete from users');
  }

  const signedIn = async (user: StaffUser) => {
    const client = ctx.client();
    await signInDirectly(ctx, client, user);
    return client;
  };

  /**
   * Sends `requests` while the test holds the staff-change lock, and lets them go only once all
   * of them wait for it: each has passed its sign-in and role checks, so they truly race.
   */
  async function racing(requests: Array<() => Promise<TestResponse>>) {
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [STAFF_CHANGE_LOCK]);
      const answers = Promise.all(requests.map((send) => send()));
      const waiting = async () =>
        (await ctx.database.pool.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted")).rows[0].n;
      await expect.poll(waiting).toBe(requests.length);
      await holder.query('select pg_advisory_unlock($1)', [STAFF_CHANGE_LOCK]);
      return await answers;
    } finally {
      holder.release();
    }
  }

  const adminCount = async () => (await ctx.database.pool.query("select count(*)::int as n from users where role = 'admin'")).rows[0].n as number;
  const sessionsOf = async (userId: number) =>
    (await ctx.database.pool.query("select count(*)::int as n from session where sess->>'userId' = $1", [String(userId)])).rows[0].n as number;

  it('When an admin lists the staff, then every account shows with its role, creation and last sign-in, admins first', async () => {
    await freshStaff();
    const { client: admin, user } = await staffClient(ctx, { email: 'zoe@chapinbox.test', firstName: 'Zoe' });
    await createStaffUser(ctx, { email: 'ana@chapinbox.test', role: 'editor' });
    await ctx.database.pool.query("update users set last_sign_in_at = '2025-05-01T10:00:00Z' where id = $1", [user.id]);

    const response = await admin.get('/api/admin/staff');

    expect(response.status).toBe(200);
    const { staff } = staffListResponseSchema.parse(response.body);
    expect(staff.map((member) => [member.email, member.role])).toEqual([
      ['zoe@chapinbox.test', 'admin'],
      ['ana@chapinbox.test', 'editor'],
    ]);
    expect(staff[0]).toEqual({
      id: user.id,
      email: 'zoe@chapinbox.test',
      firstName: 'Zoe',
      lastName: 'Pérez',
      role: 'admin',
      createdAt: expect.any(String),
      lastSignInAt: '2025-05-01T10:00:00.000Z',
      twoFactorEnabled: false,
    });
    expect(staff[1].lastSignInAt).toBeNull();
  });

  it('When an admin makes an editor an admin, then the change counts on that member\'s very next request', async () => {
    await freshStaff();
    const { client: admin } = await staffClient(ctx);
    const editorUser = await createStaffUser(ctx, { role: 'editor' });
    const editor = await signedIn(editorUser);
    expect((await editor.get('/api/admin/staff')).status).toBe(403);

    const changed = await admin.request('PATCH', `/api/admin/staff/${editorUser.id}`, { role: 'admin' });

    expect(changed.status).toBe(200);
    expect(changed.body.member).toMatchObject({ id: editorUser.id, role: 'admin' });
    expect((await editor.get('/api/admin/staff')).status).toBe(200);
    expect((await editor.get('/api/auth/me')).body.user.role).toBe('admin');
  });

  it('When an admin is made an editor, then the admin-only routes answer 403 on their next request', async () => {
    await freshStaff();
    const { client: admin } = await staffClient(ctx);
    const otherUser = await createStaffUser(ctx);
    const other = await signedIn(otherUser);
    expect((await other.get('/api/vip/subscribers')).status).toBe(200);

    expect((await admin.request('PATCH', `/api/admin/staff/${otherUser.id}`, { role: 'editor' })).status).toBe(200);

    expect((await other.get('/api/vip/subscribers')).status).toBe(403);
    expect((await other.get('/api/vip/subscribers')).body).toEqual({ message: 'Solo un administrador puede hacer esto' });
    expect((await other.get('/api/admin/ebooks/list')).status).toBe(200);
  });

  it('When the last admin would be demoted or removed, then it answers 409 and nothing changes', async () => {
    await freshStaff();
    const { client: admin, user } = await staffClient(ctx);
    await createStaffUser(ctx, { role: 'editor' });

    const demoted = await admin.request('PATCH', `/api/admin/staff/${user.id}`, { role: 'editor' });
    const removed = await admin.delete(`/api/admin/staff/${user.id}`);

    expect(demoted.status).toBe(409);
    expect(demoted.body).toEqual({ message: LAST_ADMIN_MESSAGE });
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual({ message: LAST_ADMIN_MESSAGE });
    expect(await adminCount()).toBe(1);
    expect((await admin.get('/api/auth/me')).body.user.role).toBe('admin');
  });

  it('When two admins demote each other at the same moment, then one change wins and the site keeps one admin', async () => {
    await freshStaff();
    const { client: first, user: firstUser } = await staffClient(ctx);
    const { client: second, user: secondUser } = await staffClient(ctx);

    const answers = await racing([
      () => first.request('PATCH', `/api/admin/staff/${secondUser.id}`, { role: 'editor' }),
      () => second.request('PATCH', `/api/admin/staff/${firstUser.id}`, { role: 'editor' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await adminCount()).toBe(1);
  });

  it('When two admins remove each other at the same moment, then one removal wins and the site keeps one admin', async () => {
    await freshStaff();
    const { client: first, user: firstUser } = await staffClient(ctx);
    const { client: second, user: secondUser } = await staffClient(ctx);

    const answers = await racing([() => first.delete(`/api/admin/staff/${secondUser.id}`), () => second.delete(`/api/admin/staff/${firstUser.id}`)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(await adminCount()).toBe(1);
  });

  it('When an admin removes a member, then that member\'s cookie answers 401 at once and their sessions are gone', async () => {
    await freshStaff();
    const { client: admin } = await staffClient(ctx);
    const editorUser = await createStaffUser(ctx, { role: 'editor' });
    const editor = await signedIn(editorUser);
    const sameEditorElsewhere = await signedIn(editorUser);
    expect((await editor.get('/api/auth/me')).status).toBe(200);

    const removed = await admin.delete(`/api/admin/staff/${editorUser.id}`);

    expect(removed.status).toBe(204);
    expect(await sessionsOf(editorUser.id)).toBe(0);
    expect((await editor.get('/api/auth/me')).status).toBe(401);
    expect((await sameEditorElsewhere.get('/api/admin/ebooks/list')).status).toBe(401);
    const list = staffListResponseSchema.parse((await admin.get('/api/admin/staff')).body);
    expect(list.staff.map((member) => member.id)).not.toContain(editorUser.id);
  });

  it.each([
    ['removed', (admin: TestClient, id: number) => admin.delete(`/api/admin/staff/${id}`)],
    ['made an editor', (admin: TestClient, id: number) => admin.request('PATCH', `/api/admin/staff/${id}`, { role: 'editor' })],
  ])('When an admin who made invitations is %s, then their unused invitations no longer register anyone, and the log says how many went', async (_case, change) => {
    await freshStaff();
    await ctx.database.pool.query('delete from invitations');
    const { client: owner } = await staffClient(ctx);
    const formerAdminUser = await createStaffUser(ctx, { role: 'admin' });
    const formerAdmin = await signedIn(formerAdminUser);
    const { url } = createdInvitationSchema.parse((await formerAdmin.post('/api/admin/invites', { role: 'admin', email: 'returning@chapinbox.test' })).body);
    const ownersOwn = createdInvitationSchema.parse((await owner.post('/api/admin/invites', { role: 'editor', email: 'nueva@chapinbox.test' })).body);

    expect((await change(owner, formerAdminUser.id)).status).toBeLessThan(300);

    const invite = new URL(url).searchParams.get('invite')!;
    const registered = await ctx.client().post('/api/auth/register', { email: 'returning@chapinbox.test', password: 'a-long-password-1', firstName: 'Vuelve', lastName: 'Otra', inviteToken: invite });
    expect(registered.status).toBe(403);
    expect(registered.body).toEqual({ message: INVITATION_INVALID });
    const open = openInvitationsResponseSchema.parse((await owner.get('/api/admin/invites')).body);
    expect(open.invitations.map((invitation) => invitation.id)).toEqual([ownersOwn.id]);
    const { rows } = await ctx.database.pool.query("select details from audit_log where action in ('staff.remove', 'staff.role-change') order by id desc limit 1");
    expect(rows[0].details).toMatchObject({ invitationsRevoked: 1 });
  });

  it('When the account is unknown, then a role change or removal answers 404', async () => {
    await freshStaff();
    const { client: admin } = await staffClient(ctx);

    expect((await admin.request('PATCH', '/api/admin/staff/999999', { role: 'editor' })).status).toBe(404);
    expect((await admin.delete('/api/admin/staff/999999')).body).toEqual({ message: 'La cuenta no existe' });
  });

  it('When the role is not admin or editor, then it answers 400 and nothing changes', async () => {
    await freshStaff();
    const { client: admin } = await staffClient(ctx);
    const editorUser = await createStaffUser(ctx, { role: 'editor' });

    const response = await admin.request('PATCH', `/api/admin/staff/${editorUser.id}`, { role: 'owner' });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('El rol debe ser admin o editor');
    expect((await ctx.database.pool.query('select role from users where id = $1', [editorUser.id])).rows[0].role).toBe('editor');
  });

  it('When an editor or a visitor calls the staff endpoints, then they answer 403 and 401', async () => {
    await freshStaff();
    const { user } = await staffClient(ctx);
    const editor = await signedIn(await createStaffUser(ctx, { role: 'editor' }));
    const visitor = ctx.client();

    expect((await editor.request('PATCH', `/api/admin/staff/${user.id}`, { role: 'editor' })).status).toBe(403);
    expect((await editor.delete(`/api/admin/staff/${user.id}`)).status).toBe(403);
    expect((await visitor.get('/api/admin/staff')).status).toBe(401);
    expect(await adminCount()).toBe(1);
  });
});
