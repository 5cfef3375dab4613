import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@shared/campaigns';
import { MAIL_NOT_CONFIGURED } from '@shared/site-config';
import { ADMIN_ONLY } from '../http/session';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { drainWaitingJobs } from '../../test/job-reads';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { createLogger } from '../lib/logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { campaignDraft, campaignOf, createDraft, headerOf, seedSubscribers } from './campaigns-test-helpers';
import { CAMPAIGN_SEND_QUEUE } from './campaigns.jobs';

describe('campaigns: drafts, preview, test e-mail and the start of a send (API)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let editor: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true });
    ({ client: admin } = await staffClient(ctx));
    ({ client: editor } = await staffClient(ctx, { role: 'editor' }));
    await seedSubscribers(ctx, [
      { email: 'ana@example.com', language: 'es', source: 'vip_modal' },
      { email: 'bob@example.com', language: 'en', source: 'final_cta' },
      { email: 'carla@example.com', language: 'es', source: 'final_cta' },
      // None of these may get a campaign.
      { email: 'pending@example.com', status: 'pending', confirmedAt: null },
      { email: 'gone@example.com', isActive: false, unsubscribedAt: new Date() },
      { email: 'no-consent@example.com', acceptsEmails: false, consentAt: null, source: 'feature_card' },
    ]);
  });
  afterAll(() => ctx.close());

  it('When an admin writes a draft, then it is 201 with the campaign, listed newest first, and can be edited and read back', async () => {
    const created = await admin.post('/api/admin/campaigns', campaignDraft({ audience: { languages: ['es'], sources: ['vip_modal'] } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      subject: { es: 'Novedades de la semana', en: 'News of the week' },
      audience: { languages: ['es'], sources: ['vip_modal'] },
      counts: { recipients: null, sent: 0, failed: 0, skipped: 0, inDoubt: 0 },
      sentAt: null,
      unsubscribedSince: null,
      failures: [],
    });
    const id = created.body.id as number;

    const edited = await admin.put(`/api/admin/campaigns/${id}`, campaignDraft({ subject: { es: 'Otra cosa', en: '' } }));
    expect(edited.status).toBe(200);
    expect(edited.body.subject).toEqual({ es: 'Otra cosa', en: '' });
    expect(edited.body.audience).toEqual({ languages: ['es', 'en'] });

    const later = await createDraft(admin);
    const list = await admin.get('/api/admin/campaigns');
    expect(list.status).toBe(200);
    expect(list.body.campaigns.slice(0, 2).map((campaign: { id: number }) => campaign.id)).toEqual([later, id]);
    expect(list.body.campaigns[1]).not.toHaveProperty('body');

    expect((await campaignOf(admin, id)).body).toEqual(campaignDraft().body);
  });

  it('When a draft is deleted, then it is gone (204, then 404)', async () => {
    const id = await createDraft(admin);
    expect((await admin.delete(`/api/admin/campaigns/${id}`)).status).toBe(204);
    const after = await admin.get(`/api/admin/campaigns/${id}`);
    expect(after.status).toBe(404);
    expect(after.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
  });

  it('When the input is malformed, then it answers 400 with the field, and stores nothing', async () => {
    const before = (await admin.get('/api/admin/campaigns')).body.campaigns.length;
    const cases = [
      campaignDraft({ audience: { languages: [] } }),
      campaignDraft({ audience: { languages: ['es', 'es'] } }),
      campaignDraft({ audience: { languages: ['fr' as 'es'] } }),
      campaignDraft({ audience: { languages: ['es'], sources: ['with space'] } }),
      campaignDraft({ subject: { es: 'x'.repeat(201), en: '' } }),
      campaignDraft({ body: { es: 'x'.repeat(20_001), en: '' } }),
      { subject: { es: 'a' }, body: { es: 'b', en: 'c' }, audience: { languages: ['es'] } },
    ];
    for (const body of cases) {
      const response = await admin.post('/api/admin/campaigns', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^Invalid request/);
      expect(response.body.issues.length).toBeGreaterThan(0);
    }
    const tooLong = await admin.post('/api/admin/campaigns', campaignDraft({ subject: { es: 'x'.repeat(201), en: '' } }));
    expect(tooLong.body.message).toBe('Invalid request: subject.es: El asunto no puede tener más de 200 caracteres');
    expect((await admin.get('/api/admin/campaigns')).body.campaigns).toHaveLength(before);
    expect((await admin.get('/api/admin/campaigns/abc')).status).toBe(400);
    expect((await admin.get('/api/admin/campaigns/999999')).status).toBe(404);
  });

  it('When an editor or a visitor calls the campaign API, then it answers 403 or 401 and nothing changes', async () => {
    const id = await createDraft(admin);
    const visitor = ctx.client();
    const calls: Array<[TestClient, number]> = [
      [visitor, 401],
      [editor, 403],
    ];
    for (const [client, status] of calls) {
      for (const response of [
        await client.get('/api/admin/campaigns'),
        await client.post('/api/admin/campaigns', campaignDraft()),
        await client.get(`/api/admin/campaigns/${id}`),
        await client.put(`/api/admin/campaigns/${id}`, campaignDraft()),
        await client.delete(`/api/admin/campaigns/${id}`),
        await client.post(`/api/admin/campaigns/${id}/send`),
        await client.post(`/api/admin/campaigns/${id}/test`, { email: 'x@example.com' }),
        await client.post('/api/admin/campaigns/preview', { language: 'es', subject: 'a', body: 'b' }),
        await client.get('/api/admin/campaigns/audience?languages=es'),
      ]) {
        expect(response.status).toBe(status);
        expect(response.body).toEqual({ message: status === 401 ? 'No autenticado' : ADMIN_ONLY });
      }
    }
    expect((await campaignOf(admin, id)).status).toBe('draft');
  });

  it('When staff ask how many an audience reaches, then only active, confirmed subscribers who accept e-mails count, by language and source', async () => {
    const count = async (query: string) => (await admin.get(`/api/admin/campaigns/audience?${query}`)).body;
    expect(await count('languages=es,en')).toEqual({ recipients: 3, sources: ['final_cta', 'vip_modal'] });
    expect((await count('languages=es')).recipients).toBe(2);
    expect((await count('languages=en')).recipients).toBe(1);
    expect((await count('languages=es,en&sources=final_cta')).recipients).toBe(2);
    expect((await count('languages=es&sources=final_cta,vip_modal')).recipients).toBe(2);
    expect((await count('languages=en&sources=feature_card')).recipients).toBe(0);
    expect((await admin.get('/api/admin/campaigns/audience?languages=')).status).toBe(400);
    expect((await admin.get('/api/admin/campaigns/audience?languages=es&languages=en')).status).toBe(400);
  });

  it('When staff preview, then the answer is the framed e-mail: header, the Markdown as safe HTML, the unsubscribe link, in that language', async () => {
    const body = '# Hola\n\n**Gran** noticia <script>alert(1)</script> [clic](javascript:alert(1)) y [tienda](https://chapinbox.com/tienda)\n\n- uno\n- dos';
    const response = await admin.post('/api/admin/campaigns/preview', { language: 'es', subject: 'Novedades <b>', body });
    expect(response.status).toBe(200);
    const { html } = response.body as { html: string };
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Novedades &lt;b&gt;</title>');
    expect(html).toContain('ChapinBox</a>');
    expect(html).toMatch(/<h2[^>]*>Hola<\/h2>/);
    expect(html).toContain('<strong>Gran</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<a href="https:\/\/chapinbox\.com\/tienda"[^>]*>tienda<\/a>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>uno<\/li><li[^>]*>dos<\/li><\/ul>/);
    expect(html).toContain(`${ctx.baseUrl}/api/vip/unsubscribe?token=vista-previa`);
    expect(html).toContain('Si ya no quieres recibir nuestros emails, date de baja aquí');

    const english = await admin.post('/api/admin/campaigns/preview', { language: 'en', subject: 'News', body: 'Hi' });
    expect(english.body.html).toContain('If you no longer want our emails, unsubscribe here');
  });

  it('When an admin starts the send, then it is 202 and sending, the activity log has it, and editing, deleting or sending again is 409', async () => {
    const id = await createDraft(admin, { audience: { languages: ['es'], sources: ['final_cta'] } });
    const started = await admin.post(`/api/admin/campaigns/${id}/send`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ id, status: 'sending' });
    expect(started.body.sendStartedAt).toEqual(expect.any(String));

    const { rows } = await ctx.database.pool.query('select action, target, details from audit_log where action = $1', ['campaigns.send']);
    expect(rows).toEqual([{ action: 'campaigns.send', target: 'Novedades de la semana', details: { campaign: id, idiomas: 'es', fuentes: 'final_cta', destinatarios: 1 } }]);
    const jobs = await drainWaitingJobs(ctx.jobs!, CAMPAIGN_SEND_QUEUE);
    expect(jobs.map((job) => job.data)).toEqual([{ campaignId: id }]);

    const again = await admin.post(`/api/admin/campaigns/${id}/send`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: CAMPAIGN_MESSAGES.notDraftSend });
    expect((await admin.put(`/api/admin/campaigns/${id}`, campaignDraft())).body).toEqual({ message: CAMPAIGN_MESSAGES.notDraftEdit });
    expect((await admin.put(`/api/admin/campaigns/${id}`, campaignDraft())).status).toBe(409);
    const removed = await admin.delete(`/api/admin/campaigns/${id}`);
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual({ message: CAMPAIGN_MESSAGES.notDraftDelete });
    expect((await ctx.database.pool.query("select count(*)::int as n from audit_log where action = 'campaigns.send'")).rows[0].n).toBe(1);
  });

  it('When two sends of one draft race, then exactly one starts and the other is 409', async () => {
    const id = await createDraft(admin);
    const answers = await Promise.all([admin.post(`/api/admin/campaigns/${id}/send`), admin.post(`/api/admin/campaigns/${id}/send`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
  });

  it('When a language of the audience lacks its subject or text, or nobody can receive it, then the send is refused and it stays a draft', async () => {
    const blank = await createDraft(admin, { subject: { es: 'Hola', en: ' ' }, body: { es: 'Texto', en: '' } });
    const refused = await admin.post(`/api/admin/campaigns/${blank}/send`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Falta el asunto en inglés. Falta el texto en inglés.' });

    const nobody = await createDraft(admin, { audience: { languages: ['en'], sources: ['feature_card'] } });
    const empty = await admin.post(`/api/admin/campaigns/${nobody}/send`);
    expect(empty.status).toBe(409);
    expect(empty.body).toEqual({ message: CAMPAIGN_MESSAGES.noRecipients });
    expect((await campaignOf(admin, blank)).status).toBe('draft');
    expect((await campaignOf(admin, nobody)).status).toBe('draft');
  });

  it('When staff send a test, then it is 202 and the address gets the campaign in each language of its audience, framed, with the unsubscribe headers', async () => {
    const id = await createDraft(admin);
    ctx.mailer.sent.length = 0;
    const response = await admin.post(`/api/admin/campaigns/${id}/test`, { email: 'Prueba@Example.com' });
    expect(response.status).toBe(202);
    expect(ctx.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['Prueba@Example.com', 'Novedades de la semana'],
      ['Prueba@Example.com', 'News of the week'],
    ]);
    const [spanish, english] = ctx.mailer.sent;
    expect(spanish.html).toContain('<strong>amigos</strong>');
    expect(spanish.text).toContain('Hola, amigos: llega la caja nueva (https://chapinbox.com/caja).');
    expect(spanish.text).toContain(`date de baja aquí: ${ctx.baseUrl}/api/vip/unsubscribe?token=vista-previa`);
    expect(english.headers).toEqual({ 'List-Unsubscribe': `<${ctx.baseUrl}/api/vip/unsubscribe?token=vista-previa>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect((await admin.post(`/api/admin/campaigns/${id}/test`, { email: 'no es email' })).status).toBe(400);
    expect((await admin.post('/api/admin/campaigns/999999/test', { email: 'a@example.com' })).status).toBe(404);
  });
});

describe('the test e-mail over SMTP', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let mailer: Mailer;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ rejectFor: 'nadie@example.com' });
    mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    ctx = await createTestContext({ mailer });
    ({ client: admin } = await staffClient(ctx));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('When the mail server takes the test, then it arrives with the headers; when it refuses the address, then it is 502 with the server’s words', async () => {
    const id = await createDraft(admin, { audience: { languages: ['en'] } });
    expect((await admin.post(`/api/admin/campaigns/${id}/test`, { email: 'staff@example.com' })).status).toBe(202);
    expect(smtp.state.received).toHaveLength(1);
    const raw = smtp.state.received[0].raw;
    expect(headerOf(raw, 'Subject')).toBe('News of the week');
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const refused = await admin.post(`/api/admin/campaigns/${id}/test`, { email: 'nadie@example.com' });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/^El servidor de correo no aceptó el email de prueba: 550/);
  });
});

describe('campaigns on a production server whose e-mail goes to the log (MAIL_TRANSPORT=log)', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://chapinbox.test', MAIL_TRANSPORT: 'log' } });
    ({ client: admin } = await staffClient(ctx));
    await seedSubscribers(ctx, [{ email: 'ana@example.com', language: 'es', source: 'vip_modal' }]);
  });
  afterAll(() => ctx.close());

  it('When staff send a campaign or its test, then it is 409 saying no e-mail leaves the server, and the draft stays a draft', async () => {
    const id = await createDraft(admin);
    for (const refused of [await admin.post(`/api/admin/campaigns/${id}/send`), await admin.post(`/api/admin/campaigns/${id}/test`, { email: 'staff@example.com' })]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: MAIL_NOT_CONFIGURED });
    }
    expect((await campaignOf(admin, id)).status).toBe('draft');
    expect(ctx.mailer.sent).toEqual([]);
  });
});
