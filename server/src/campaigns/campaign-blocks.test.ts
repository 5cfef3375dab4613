import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignBlock } from '@shared/campaign-blocks';
import { CAMPAIGN_MESSAGES } from '@shared/campaigns';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { ApiError } from '../lib/errors';
import type { MailMessage, Mailer } from '../mail/mailer';
import { auditLog, mediaSlots } from '../db/schema';
import { UNSUBSCRIBE_MARKER } from './campaign-blocks-mail';
import { createCampaignDeliveryService } from './campaign-delivery.service';
import { checkUnsubscribeLink } from './campaign-mail';
import { campaignOf, createDraft, seedSubscribers } from './campaigns-test-helpers';

/** A mailer that keeps every message and accepts them all. */
function keepingMailer() {
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    mode: 'log',
    async send(message) {
      delivered.push(message);
      return { status: 'delivered' };
    },
    close() {},
  };
  return { mailer, delivered };
}

const blocks = (list: CampaignBlock[]) => ({ blocks: list });

const brandBlocks = blocks([
  { type: 'heading', text: 'Ofertas <de> "verano"' },
  { type: 'text', markdown: 'Hola **amigos** <script>alert(1)</script>' },
  { type: 'box', box: 'partyMix' },
  { type: 'button', label: 'Ver la tienda', url: 'https://chapinbox.com/tienda' },
  { type: 'divider' },
]);

// Uploads make AVIF sizes with sharp: seconds on a busy two-core machine.
describe('block campaigns: MJML e-mails, templates and open tracking', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let admin: TestClient;
  let editor: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { MAIL_POSTAL_ADDRESS: '4a Avenida 12-34, Zona 1, Guatemala' } });
    ({ client: admin } = await staffClient(ctx));
    ({ client: editor } = await staffClient(ctx, { role: 'editor' }));
  });
  afterAll(() => ctx.close());

  it('When staff preview blocks, then the e-mail has the escaped texts, the box card with its price and /go button, the pre-header, the postal address and the unsubscribe link', async () => {
    const response = await admin.post('/api/admin/campaigns/preview', { language: 'es', subject: 'Verano', preheader: 'Tres cajas <nuevas>', body: brandBlocks });
    expect(response.status).toBe(200);
    const { html } = response.body as { html: string };
    expect(html).toContain('Ofertas &lt;de&gt; &quot;verano&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Tres cajas &lt;nuevas&gt;');
    expect(html).toContain('PARTY MIX');
    expect(html).toContain('Desde USD 21.99');
    expect(html).toContain('Comprar en Amazon');
    expect(html).toContain(`${ctx.baseUrl}/go/partyMix?c=vista-previa&amp;s=newsletter`);
    expect(html).toContain(`${ctx.baseUrl}/images/party-mix-box.png`);
    expect(html).toContain('https://chapinbox.com/tienda');
    expect(html).toContain('4a Avenida 12-34, Zona 1, Guatemala');
    expect(html).toContain(`${ctx.baseUrl}/api/vip/unsubscribe?token=vista-previa`);
    expect(html).not.toContain(UNSUBSCRIBE_MARKER);
    expect(html).toMatch(/max-width:600px/);

    const english = await admin.post('/api/admin/campaigns/preview', { language: 'en', subject: 'Summer', body: blocks([{ type: 'box', box: 'chocoBox' }]) });
    expect(english.body.html).toContain('Buy on Amazon');
    expect(english.body.html).toContain('From USD 29.99');
    expect(english.body.html).toContain('If you no longer want our emails, unsubscribe here');
  });

  it('When a block is bad, then the preview and the draft are 400 and nothing is stored', async () => {
    const before = (await admin.get('/api/admin/campaigns')).body.campaigns.length;
    const bad = await admin.post('/api/admin/campaigns', {
      subject: { es: 'a', en: '' },
      body: { es: blocks([{ type: 'button', label: 'x', url: 'javascript:alert(1)' }]), en: '' },
      audience: { languages: ['es'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('https://');
    expect((await admin.post('/api/admin/campaigns/preview', { language: 'es', subject: 'a', body: { blocks: [{ type: 'nope' }] } })).status).toBe(400);
    expect((await admin.get('/api/admin/campaigns')).body.campaigns).toHaveLength(before);
  });

  it('When a block uses a library photo, then the e-mail shows a JPEG of it served by the site, and the box card uses its placed photo', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c1121f' } }).jpeg().toBuffer();
    const data = new FormData();
    data.set('alt_es', 'La caja');
    data.set('alt_en', 'The box');
    data.set('file', new Blob([new Uint8Array(photo)]), 'caja.jpg');
    const uploaded = await admin.post('/api/admin/media', undefined, { raw: data });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.media.id as string;
    await ctx.database.db.insert(mediaSlots).values({ slot: 'box-candyMix', items: [id] });

    const response = await admin.post('/api/admin/campaigns/preview', {
      language: 'es',
      subject: 'Fotos',
      body: blocks([{ type: 'image', imageId: id, alt: 'Una <caja>' }, { type: 'box', box: 'candyMix' }]),
    });
    const { html } = response.body as { html: string };
    const jpeg = `${ctx.baseUrl}/media/${id}/1200.jpg`;
    expect(html.split(jpeg).length - 1).toBe(2);
    expect(html).toContain('alt="Una &lt;caja&gt;"');
    const served = await fetch(jpeg);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // Mail clients and the sandboxed preview are other origins.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 750 });
  });

  it('When a rendered block e-mail lacks the unsubscribe link, then it cannot be sent (400 in Spanish)', () => {
    expect(() => checkUnsubscribeLink({ subject: 'a', html: '<html>sin pie</html>', text: '', document: true })).toThrow(ApiError);
    expect(() => checkUnsubscribeLink({ subject: 'a', html: '<html>sin pie</html>', text: '', document: true })).toThrow(CAMPAIGN_MESSAGES.noUnsubscribe);
    expect(() => checkUnsubscribeLink({ subject: 'a', html: `<a href="${UNSUBSCRIBE_MARKER}">baja</a>`, text: '', document: true })).not.toThrow();
  });

  describe('templates', () => {
    const template = { name: 'Boletín semanal', subject: { es: 'Novedades', en: 'News' }, preheader: { es: 'Lo nuevo', en: 'New' }, body: { es: brandBlocks, en: 'Hi **friends**' } };

    it('When an admin saves a layout, then it is listed newest first with its content and can be deleted', async () => {
      const created = await admin.post('/api/admin/campaign-templates', template);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...template, id: expect.any(Number) });
      const second = await admin.post('/api/admin/campaign-templates', { ...template, name: 'Otra', preheader: undefined });
      expect(second.body.preheader).toEqual({ es: '', en: '' });
      const list = await admin.get('/api/admin/campaign-templates');
      expect(list.body.templates.map((item: { name: string }) => item.name)).toEqual(['Otra', 'Boletín semanal']);
      expect((await admin.delete(`/api/admin/campaign-templates/${created.body.id}`)).status).toBe(204);
      const missing = await admin.delete(`/api/admin/campaign-templates/${created.body.id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Plantilla no encontrada' });
      expect((await admin.get('/api/admin/campaign-templates')).body.templates).toHaveLength(1);
      const logged = await ctx.database.db.select().from(auditLog).where(inArray(auditLog.action, ['campaigns.template-create', 'campaigns.template-delete'])).orderBy(auditLog.id);
      expect(logged.map((entry) => [entry.action, entry.target, entry.details])).toEqual([
        ['campaigns.template-create', 'Boletín semanal', { template: created.body.id }],
        ['campaigns.template-create', 'Otra', { template: second.body.id }],
        ['campaigns.template-delete', 'Boletín semanal', { template: created.body.id }],
      ]);
    });

    it('When the input is bad, then it is 400 and nothing is stored; editors and visitors are refused', async () => {
      const before = (await admin.get('/api/admin/campaign-templates')).body.templates.length;
      for (const body of [
        { ...template, name: ' ' },
        { ...template, name: 'x'.repeat(81) },
        { ...template, body: { es: blocks([{ type: 'image', url: 'ftp://x', alt: 'a' }]), en: '' } },
        { name: 'Solo nombre' },
      ]) {
        const response = await admin.post('/api/admin/campaign-templates', body);
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      }
      expect((await admin.delete('/api/admin/campaign-templates/abc')).status).toBe(400);
      expect((await editor.get('/api/admin/campaign-templates')).status).toBe(403);
      expect((await editor.post('/api/admin/campaign-templates', template)).status).toBe(403);
      expect((await ctx.client().get('/api/admin/campaign-templates')).status).toBe(401);
      expect((await admin.get('/api/admin/campaign-templates')).body.templates).toHaveLength(before);
    });
  });

  describe('sending a block campaign through the delivery path', () => {
    it('When it is sent, then each recipient gets it once with their own unsubscribe link and headers, no marker left; no pixel and no opens without tracking', async () => {
      const people = await seedSubscribers(ctx, [
        { email: 'ana.blocks@example.com', language: 'es', source: 'blocks' },
        { email: 'bob.blocks@example.com', language: 'en', source: 'blocks' },
      ]);
      const id = await createDraft(admin, {
        preheader: { es: 'Tres cajas nuevas', en: 'Three new boxes' },
        body: { es: brandBlocks, en: blocks([{ type: 'box', box: 'spicyMix' }]) },
        audience: { languages: ['es', 'en'], sources: ['blocks'] },
      });
      expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);
      const { mailer, delivered } = keepingMailer();
      const service = createCampaignDeliveryService({ ...ctx.deps, mailer });
      while ((await service.runSlice(id)).next === 'now');
      expect(delivered.map((message) => message.to).sort()).toEqual(['ana.blocks@example.com', 'bob.blocks@example.com']);
      for (const person of people) {
        const message = delivered.find((item) => item.to === person.email)!;
        // Their own token, and the campaign e-mail it came in (signed), so the campaign counts who left through it.
        const unsubscribe = message.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
        expect(unsubscribe).toMatch(new RegExp(`^${ctx.baseUrl}/api/vip/unsubscribe\\?token=${person.token}&c=${id}\\.\\d+\\.[\\w-]{22}$`));
        expect(message.html).toContain(unsubscribe.replace('&', '&amp;'));
        expect(message.text).toContain(unsubscribe);
        expect(message.html).not.toContain('.invalid/');
        expect(message.html).not.toContain('/api/mail/open/');
      }
      const spanish = delivered.find((item) => item.to === 'ana.blocks@example.com')!;
      expect(spanish.html).toContain('Tres cajas nuevas');
      expect(spanish.html).toMatch(new RegExp(`/go/partyMix\\?c=${id}-novedades-de-la-semana&amp;s=newsletter`));
      expect(spanish.text).toContain('OFERTAS <DE> "VERANO"');
      expect(spanish.text).toContain(`Comprar en Amazon: ${ctx.baseUrl}/go/partyMix?c=${id}-novedades-de-la-semana&s=newsletter`);
      expect(spanish.text).toContain('Dirección postal: 4a Avenida 12-34, Zona 1, Guatemala');
      expect(delivered.find((item) => item.to === 'bob.blocks@example.com')!.html).toContain('SPICY MIX');

      const campaign = await campaignOf(admin, id);
      expect(campaign).toMatchObject({ status: 'sent', trackOpens: false, counts: { sent: 2 } });
      expect(campaign.stats).not.toHaveProperty('opens');
      // Run again: nobody gets it twice.
      await service.runSlice(id);
      expect(delivered).toHaveLength(2);
    });

    it('When open tracking is on, then each e-mail has its own pixel, an open counts once per person, and a forged token counts nothing', async () => {
      await seedSubscribers(ctx, [
        { email: 'carla.opens@example.com', language: 'es', source: 'opens' },
        { email: 'dan.opens@example.com', language: 'es', source: 'opens' },
      ]);
      const id = await createDraft(admin, { trackOpens: true, body: { es: brandBlocks, en: '' }, audience: { languages: ['es'], sources: ['opens'] } });
      expect((await campaignOf(admin, id)).trackOpens).toBe(true);
      expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);
      const { mailer, delivered } = keepingMailer();
      const service = createCampaignDeliveryService({ ...ctx.deps, mailer });
      while ((await service.runSlice(id)).next === 'now');
      const pixels = delivered.map((message) => /src="([^"]*\/api\/mail\/open\/[^"]+)"/.exec(message.html ?? '')?.[1]);
      expect(pixels.every(Boolean)).toBe(true);
      expect(new Set(pixels).size).toBe(2);
      for (const pixel of pixels) expect(pixel).not.toMatch(/carla|dan|@/);

      const first = await fetch(pixels[0]!);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/gif');
      expect(first.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      await fetch(pixels[0]!);
      const forged = pixels[1]!.replace(/\.[A-Za-z0-9_-]{22}$/, '.AAAAAAAAAAAAAAAAAAAAAA');
      expect((await fetch(forged)).status).toBe(200);
      expect((await fetch(`${ctx.baseUrl}/api/mail/open/nonsense`)).status).toBe(200);
      expect((await campaignOf(admin, id)).stats.opens).toBe(1);
      await fetch(pixels[1]!);
      expect((await campaignOf(admin, id)).stats.opens).toBe(2);
    });

    it('When a campaign is duplicated, then the copy keeps its pre-header, blocks and open tracking', async () => {
      const id = await createDraft(admin, { trackOpens: true, preheader: { es: 'Hola', en: 'Hi' }, body: { es: brandBlocks, en: 'Hi' } });
      const copy = await admin.post(`/api/admin/campaigns/${id}/duplicate`);
      expect(copy.status).toBe(201);
      expect(await campaignOf(admin, copy.body.id)).toMatchObject({ status: 'draft', trackOpens: true, preheader: { es: 'Hola', en: 'Hi' }, body: { es: brandBlocks, en: 'Hi' } });
    });
  });
});
