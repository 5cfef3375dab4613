import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdInvitationSchema, openInvitationsResponseSchema } from '@shared/auth';
import { createStaffUser, signInDirectly } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { registerFirstAdmin } from './auth-test-helpers';
import { EMAIL_TAKEN, INVITATION_FOR_ANOTHER_EMAIL, INVITATION_INVALID } from './auth.service';

const tokenOf = (url: string) => new URL(url).searchParams.get('invite')!;

describe('invitations to register', () => {
  let ctx: TestContext;
  let admin: TestClient;
  const invite = async (email: string, role: 'admin' | 'editor' = 'admin') => createdInvitationSchema.parse((await admin.post('/api/admin/invites', { role, email })).body);

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: admin } = await registerFirstAdmin(ctx));
  });
  afterAll(() => ctx.close());

  it('When an admin invites an address, then a /register link valid 7 days is e-mailed there, comes back, and is listed as open with who it is for', async () => {
    ctx.mailer.sent.length = 0;
    const response = await admin.post('/api/admin/invites', { role: 'admin', email: ' Marta.Lopez@Chapinbox.test ' });

    expect(response.status).toBe(201);
    const created = createdInvitationSchema.parse(response.body);
    expect(created).toMatchObject({ email: 'marta.lopez@chapinbox.test', emailed: true });
    expect(created.url).toMatch(new RegExp(`^${ctx.baseUrl}/register\\?invite=[A-Za-z0-9_-]{43}$`));
    expect(ctx.mailer.sent).toHaveLength(1);
    expect(ctx.mailer.sent[0]).toMatchObject({ to: 'marta.lopez@chapinbox.test', subject: 'Tu invitación al equipo de ChapinBox' });
    expect(ctx.mailer.sent[0].text).toContain(created.url);
    expect(ctx.mailer.sent[0].text).toContain('como administrador');
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const list = openInvitationsResponseSchema.parse((await admin.get('/api/admin/invites')).body);
    expect(list.invitations.map((item) => item.id)).toContain(created.id);
    expect(list.invitations.find((item) => item.id === created.id)?.createdBy).toBe('ana.admin@chapinbox.test');
    expect(list.invitations.find((item) => item.id === created.id)).toMatchObject({ role: 'admin', email: 'marta.lopez@chapinbox.test' });
  });

  it('When someone else registers with an invitation (its link forwarded), then it is refused and the invitation stays for its address', async () => {
    const created = await invite('destino@chapinbox.test', 'admin');
    const token = tokenOf(created.url);
    expect((await ctx.client().get(`/api/auth/registration-status?invite=${token}`)).body).toMatchObject({ invitation: 'valid', invitedEmail: 'destino@chapinbox.test' });

    const stranger = await ctx.client().post('/api/auth/register', { email: 'intruso@example.com', password: 'invited-pass-9', inviteToken: token });

    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: INVITATION_FOR_ANOTHER_EMAIL });
    expect((await ctx.database.pool.query("select 1 from users where email = 'intruso@example.com'")).rowCount).toBe(0);
    const owner = await ctx.client().post('/api/auth/register', { email: 'DESTINO@chapinbox.test', password: 'invited-pass-9', inviteToken: token });
    expect(owner.status).toBe(201);
  });

  it('When an invitation names no role or address, an unknown role or a bad address, then it answers 400 and creates nothing', async () => {
    const count = async () => (await ctx.database.pool.query('select count(*)::int as n from invitations')).rows[0].n;
    const before = await count();

    const missing = await admin.post('/api/admin/invites');
    const unknown = await admin.post('/api/admin/invites', { role: 'staff', email: 'ok@chapinbox.test' });
    const noAddress = await admin.post('/api/admin/invites', { role: 'editor' });
    const badAddress = await admin.post('/api/admin/invites', { role: 'editor', email: 'not-an-address' });

    for (const response of [missing, unknown, noAddress, badAddress]) expect(response.status).toBe(400);
    expect(unknown.body.message).toContain('El rol debe ser admin o editor');
    expect(badAddress.body.issues[0].path).toEqual(['email']);
    expect(await count()).toBe(before);
  });

  it('When someone registers with an editor invitation, then their account is an editor', async () => {
    const created = await invite('edita@chapinbox.test', 'editor');
    expect(created.role).toBe('editor');

    const guest = ctx.client();
    const registered = await guest.post('/api/auth/register', { email: 'edita@chapinbox.test', password: 'invited-pass-3', inviteToken: tokenOf(created.url) });

    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ email: 'edita@chapinbox.test', role: 'editor' });
    expect((await guest.get('/api/auth/me')).body.user.role).toBe('editor');
    expect((await guest.post('/api/admin/invites', { role: 'editor', email: 'x@chapinbox.test' })).status).toBe(403);
  });

  it('When an invitation is created, then only a hash of its token is stored', async () => {
    const created = await invite('hash@chapinbox.test');
    const { rows } = await ctx.database.pool.query('select token_hash from invitations where id = $1', [created.id]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(tokenOf(created.url));
  });

  it('When someone registers with an invitation, then the account is created once and the link stops working', async () => {
    const created = await invite('luis@chapinbox.test');
    const token = tokenOf(created.url);
    expect((await ctx.client().get(`/api/auth/registration-status?invite=${token}`)).body).toEqual({ open: true, firstAccount: false, invitation: 'valid', setup: 'none', invitedEmail: 'luis@chapinbox.test' });

    const guest = ctx.client();
    const first = await guest.post('/api/auth/register', { email: 'luis@chapinbox.test', password: 'invited-pass-1', firstName: 'Luis', inviteToken: token });
    const again = await ctx.client().post('/api/auth/register', { email: 'luis@chapinbox.test', password: 'invited-pass-2', inviteToken: token });

    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({ email: 'luis@chapinbox.test', firstName: 'Luis', lastName: null, role: 'admin' });
    expect((await guest.get('/api/auth/me')).status).toBe(200);
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ message: INVITATION_INVALID });
    expect((await ctx.client().get(`/api/auth/registration-status?invite=${token}`)).body).toEqual({ open: false, firstAccount: false, invitation: 'invalid', setup: 'none' });
    const list = openInvitationsResponseSchema.parse((await admin.get('/api/admin/invites')).body);
    expect(list.invitations.map((item) => item.id)).not.toContain(created.id);
    const { rows } = await ctx.database.pool.query('select used_by from invitations where id = $1', [created.id]);
    expect(rows[0].used_by).toBe(first.body.user.id);
  });

  it('When the invitation has expired, then registration answers 403', async () => {
    const created = await invite('tarde@chapinbox.test');
    await ctx.database.pool.query("update invitations set expires_at = now() - interval '1 second' where id = $1", [created.id]);

    const response = await ctx.client().post('/api/auth/register', { email: 'tarde@chapinbox.test', password: 'too-late-pass', inviteToken: tokenOf(created.url) });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: INVITATION_INVALID });
  });

  it('When the e-mail is already registered in another letter case, then it answers 409 and the invitation stays usable', async () => {
    const created = await invite('ana.admin@chapinbox.test');
    const token = tokenOf(created.url);

    const response = await ctx.client().post('/api/auth/register', { email: 'ANA.admin@chapinbox.TEST', password: 'dup-account-1', inviteToken: token });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: EMAIL_TAKEN });
    expect((await ctx.client().get(`/api/auth/registration-status?invite=${token}`)).body.invitation).toBe('valid');
  });

  it('When an admin withdraws an invitation, then its link stops working, and a second withdrawal is 404', async () => {
    const created = await invite('retirada@chapinbox.test');

    const revoked = await admin.delete(`/api/admin/invites/${created.id}`);

    expect(revoked.status).toBe(204);
    expect((await ctx.client().get(`/api/auth/registration-status?invite=${tokenOf(created.url)}`)).body.invitation).toBe('invalid');
    expect((await admin.delete(`/api/admin/invites/${created.id}`)).status).toBe(404);
  });

  it('When a visitor calls the invitation endpoints, then they answer 401', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/admin/invites')).status).toBe(401);
    expect((await visitor.post('/api/admin/invites', { role: 'editor', email: 'x@chapinbox.test' })).status).toBe(401);
    expect((await visitor.delete('/api/admin/invites/1')).status).toBe(401);
  });

  it('When an editor creates an invitation, then it answers 403', async () => {
    const editor = await createStaffUser(ctx, { role: 'editor' });
    const client = ctx.client();
    await signInDirectly(ctx, client, editor);
    expect((await client.post('/api/admin/invites', { role: 'editor', email: 'x@chapinbox.test' })).status).toBe(403);
  });
});
