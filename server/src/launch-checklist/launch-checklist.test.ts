import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebooks, media } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';

const stateOf = (body: { items: Array<{ check: string; state: string; missing: string[] }> }, check: string) =>
  body.items.find((item) => item.check === check);

describe('GET /api/admin/launch-checklist', () => {
  let ctx: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx, { role: 'editor' }));
  });
  afterAll(() => ctx.close());

  it('When nothing is set up yet, then every line a visitor would miss is to do and says what is missing', async () => {
    const response = await staff.get('/api/admin/launch-checklist');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.items.map((item: { check: string }) => item.check)).toEqual(['mail', 'sender', 'feedback', 'ebook', 'products', 'photos', 'contacts', 'legal', 'chat', 'voice']);
    expect(stateOf(response.body, 'mail')).toEqual({ check: 'mail', state: 'todo', missing: ['SMTP_URL', 'PUBLIC_ORIGIN'] });
    expect(stateOf(response.body, 'sender')).toEqual({ check: 'sender', state: 'off', missing: ['DKIM_DOMAIN'] });
    expect(stateOf(response.body, 'feedback')).toEqual({ check: 'feedback', state: 'todo', missing: ['MAIL_FEEDBACK_SECRET'] });
    expect(stateOf(response.body, 'photos')).toEqual({ check: 'photos', state: 'todo', missing: ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'] });
    expect(stateOf(response.body, 'legal')).toEqual({ check: 'legal', state: 'todo', missing: ['privacidad', 'terminos', 'envios'] });
    expect(stateOf(response.body, 'ebook')).toEqual({ check: 'ebook', state: 'todo', missing: ['ebook'] });
    expect(stateOf(response.body, 'products')).toEqual({ check: 'products', state: 'todo', missing: ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'] });
    expect(stateOf(response.body, 'contacts')).toEqual({ check: 'contacts', state: 'todo', missing: ['contactEmail', 'phones.es', 'phones.en', 'social'] });
    expect(stateOf(response.body, 'chat')?.state).toBe('done');
    // Not configured is not broken: the call button is simply not shown.
    expect(stateOf(response.body, 'voice')).toEqual({ check: 'voice', state: 'off', missing: ['VOICE_API_KEY'] });
  });

  it('When an admin saves the listings and contacts and an ebook is uploaded, then those lines turn done at once', async () => {
    const { client: admin } = await staffClient(ctx, { role: 'admin' });
    const current = (await admin.get('/api/admin/settings')).body;
    const settings = {
      ...current.settings,
      products: {
        partyMix: { asin: 'B0ABC12345', marketplaceUrl: null },
        candyMix: { asin: 'B0ABC12346', marketplaceUrl: null },
        spicyMix: { asin: 'B0ABC12347', marketplaceUrl: null },
        chocoBox: { asin: null, marketplaceUrl: null },
      },
      contactEmail: 'hola@chapinbox.com',
      phones: { es: '+15551234567', en: '+15551234568' },
      social: { ...current.settings.social, instagram: 'https://www.instagram.com/chapinbox' },
    };
    expect((await admin.put('/api/admin/settings', { settings, version: current.version })).status).toBe(200);
    await ctx.database.db.insert(ebooks).values({ name: 'recetas.pdf', objectKey: 'ebooks/recetas.pdf', size: 1000, status: 'ready' });

    const body = (await staff.get('/api/admin/launch-checklist')).body;
    expect(stateOf(body, 'ebook')?.state).toBe('done');
    expect(stateOf(body, 'products')).toEqual({ check: 'products', state: 'todo', missing: ['chocoBox'] });
    expect(stateOf(body, 'contacts')).toEqual({ check: 'contacts', state: 'done', missing: [] });
  });

  it('When staff save a legal page and place a photo in a box gallery, then those are no longer missing', async () => {
    const { client: admin } = await staffClient(ctx, { role: 'admin' });
    const saved = await admin.put('/api/admin/pages/privacidad', {
      title: { es: 'Política de privacidad', en: 'Privacy policy' },
      markdown: { es: 'Guardamos tu correo para el Club VIP.', en: 'We keep your e-mail for the VIP Club.' },
    });
    expect(saved.status).toBe(200);
    const [photo] = await ctx.database.db
      .insert(media)
      .values({ kind: 'image', width: 800, height: 600, altEs: 'La caja', altEn: 'The box', variants: [], bytes: 1 })
      .returning({ id: media.id });
    expect((await admin.put('/api/admin/media/slots/box-chocoBox', { items: [photo.id] })).status).toBe(200);

    const body = (await staff.get('/api/admin/launch-checklist')).body;
    expect(stateOf(body, 'legal')?.missing).toEqual(['terminos', 'envios']);
    expect(stateOf(body, 'photos')?.missing).toEqual(['partyMix', 'candyMix', 'spicyMix']);
  });

  it('When someone who is not signed in asks, then the answer is 401', async () => {
    expect((await ctx.client().get('/api/admin/launch-checklist')).status).toBe(401);
  });
});

describe('GET /api/admin/launch-checklist with the services configured', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('When SMTP, DKIM, the public address and the voice platform are set, then those lines are done', async () => {
    const dkimKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    ctx = await createTestContext({
      env: {
        PUBLIC_ORIGIN: 'https://chapinbox.com',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        DKIM_DOMAIN: 'chapinbox.com',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY: dkimKey,
        VOICE_API_KEY: 'key',
        VOICE_ASSISTANT_ID: 'assistant',
      },
    });
    const { client } = await staffClient(ctx);
    const body = (await client.get('/api/admin/launch-checklist')).body;
    expect(stateOf(body, 'voice')).toEqual({ check: 'voice', state: 'done', missing: [] });
    expect(stateOf(body, 'sender')).toEqual({ check: 'sender', state: 'done', missing: [] });
    // The test app records its mail: only PUBLIC_ORIGIN is judged from the environment here.
    expect(stateOf(body, 'mail')?.missing).not.toContain('PUBLIC_ORIGIN');
  });
});
