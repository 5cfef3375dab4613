import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@shared/site-config';
import type { SiteSettings } from '@shared/site-settings';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { siteSettings } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';
import { STALE_SETTINGS_MESSAGE } from './site-settings.service';

/** Settings as an admin might save them: every field set. */
const complete: SiteSettings = {
  products: {
    partyMix: { asin: 'B0TESTPRTY', marketplaceUrl: null },
    candyMix: { asin: 'B0TESTCNDY', marketplaceUrl: 'https://www.amazon.com/dp/B0TESTCNDY?th=1' },
    spicyMix: { asin: null, marketplaceUrl: 'https://amazon.com/stores/ChapinBox/page/1' },
    chocoBox: { asin: 'B0TESTCHOC', marketplaceUrl: null },
  },
  attribution: {
    partyMix: { site: 'maas=maas_adg_site_1&ref_=aa_maas&aa_campaignid=1', newsletter: 'maas=maas_adg_mail_1&ref_=aa_maas', qr: null, chat: 'maas=maas_adg_chat_1' },
    candyMix: { site: null, newsletter: null, qr: 'maas=maas_adg_qr_2&ref_=aa_maas', chat: null },
    spicyMix: { site: null, newsletter: null, qr: null, chat: null },
    chocoBox: { site: 'aa_adgroupid=4&aa_creativeid=x%2By', newsletter: null, qr: null, chat: null },
  },
  phones: { es: '+12135550101', en: '+50223456789' },
  contactEmail: 'hola@chapinbox.test',
  social: { facebook: 'https://www.facebook.com/chapinbox', instagram: 'https://instagram.com/chapinbox', tiktok: 'https://www.tiktok.com/@chapinbox' },
  videos: {
    hero: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    partyMix: 'https://youtu.be/dQw4w9WgXcQ',
    candyMix: 'https://vimeo.com/76979871',
    spicyMix: 'https://cdn.chapinbox.test/videos/spicy.mp4',
    chocoBox: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  },
  offer: { discountPercent: 20, endsAt: '2030-12-24T18:00:00-06:00', code: 'CHAPIN20', couponUrl: null },
  testimonials: {
    es: [
      { name: 'Ana P.', location: 'Houston, TX', text: 'Me llegó en tres días y todo muy rico.', rating: 5, verified: true },
      { name: 'Beto L.', location: null, text: 'Las canillitas, como las de mi pueblo.', rating: 4, verified: false },
    ],
    en: [{ name: 'Carla M.', location: 'Miami, FL', text: 'Arrived fresh, great gift.', rating: 3, verified: true }],
  },
  whatsapp: '+50223456789',
  shopTimeZone: 'America/El_Salvador',
  boxContents: defaultSiteSettings.boxContents,
};

const testimonial = (overrides: Partial<SiteSettings['testimonials']['es'][number]> = {}) => ({ ...complete.testimonials.es[0]!, ...overrides });

/** `settings` with the value at the dotted `path` replaced. */
function withValue(settings: SiteSettings, path: string, value: unknown): unknown {
  const copy = structuredClone(settings) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe('site settings', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let adminId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const signedIn = await staffClient(ctx);
    admin = signedIn.client;
    adminId = signedIn.user.id;
  });
  afterAll(() => ctx.close());

  const current = async () => (await admin.get('/api/admin/settings')).body as { settings: SiteSettings; version: number; updatedAt: string | null };
  const save = async (settings: unknown) => admin.put('/api/admin/settings', { version: (await current()).version, settings });
  const storedRow = async () => (await ctx.database.db.select().from(siteSettings))[0];

  it('When nothing was ever saved, then staff read the defaults: no listing, phone, e-mail, network, video or testimonial; 15 %, no end, no code', async () => {
    const response = await admin.get('/api/admin/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ settings: defaultSiteSettings, version: 0, updatedAt: null });
    expect(defaultSiteSettings.offer).toEqual({ discountPercent: 15, endsAt: null, code: null, couponUrl: null });
    expect(defaultSiteSettings.testimonials).toEqual({ es: [], en: [] });
  });

  it('When an admin saves every field, then it is stored with a new version, who saved it and when, and read back as saved', async () => {
    const before = await current();

    const response = await save(complete);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ settings: complete, version: before.version + 1, updatedAt: expect.any(String) });
    expect(await current()).toEqual(response.body);
    const row = await storedRow();
    expect(row.version).toBe(before.version + 1);
    expect(row.updatedBy).toBe(adminId);
    expect(row.updatedAt?.toISOString()).toBe(response.body.updatedAt);
  });

  it('When values come with spaces around them, then they are stored trimmed', async () => {
    const response = await save(withValue(complete, 'phones.es', '  +12135550111 '));
    expect(response.status).toBe(200);
    expect((await current()).settings.phones.es).toBe('+12135550111');
  });

  it('When an Amazon Attribution tag is pasted with its leading ? and spaces around it, then it is stored as the bare query string', async () => {
    const response = await save(withValue(complete, 'attribution.spicyMix.newsletter', '  ?maas=maas_adg_mail_3&ref_=aa_maas  '));
    expect(response.status).toBe(200);
    expect((await current()).settings.attribution.spicyMix.newsletter).toBe('maas=maas_adg_mail_3&ref_=aa_maas');
  });

  it('When a tag changes, then the activity log names it by box and channel', async () => {
    setupStep(await save(complete), 200);

    setupStep(await save(withValue(complete, 'attribution.partyMix.newsletter', 'maas=maas_adg_mail_9')), 200);

    const [entry] = (await ctx.database.pool.query<{ details: { changes: unknown[] } }>("select details from audit_log where action = 'settings.update' order by id desc limit 1")).rows;
    expect(entry!.details.changes).toEqual([{ field: 'attribution.partyMix.newsletter', from: complete.attribution.partyMix.newsletter, to: 'maas=maas_adg_mail_9' }]);
  });

  it('When an admin saves six testimonials in a language and none in the other, then they are read back in order, trimmed, and the save is versioned', async () => {
    const six = Array.from({ length: 6 }, (_, index) => testimonial({ name: ` Cliente ${index + 1} `, text: `Texto ${index + 1}  `, rating: 5 - (index % 5) }));
    const before = await current();

    const response = await save(withValue(complete, 'testimonials', { es: [], en: six }));

    expect(response.status).toBe(200);
    expect(response.body.version).toBe(before.version + 1);
    const { testimonials } = (await current()).settings;
    expect(testimonials.es).toEqual([]);
    expect(testimonials.en.map(({ name, text, rating }) => [name, text, rating])).toEqual(six.map((item, index) => [`Cliente ${index + 1}`, `Texto ${index + 1}`, item.rating]));
  });

  it('When an admin adds, edits and removes testimonials, then the activity log names each changed value by its position', async () => {
    setupStep(await save(complete), 200);
    const edited = { es: [testimonial({ text: 'Otro texto.' })], en: [...complete.testimonials.en, testimonial({ name: 'Dana R.' })] };

    setupStep(await save(withValue(complete, 'testimonials', edited)), 200);

    const [entry] = (await ctx.database.pool.query<{ details: { changes: Array<{ field: string; from: unknown; to: unknown }> } }>(
      "select details from audit_log where action = 'settings.update' order by id desc limit 1",
    )).rows;
    expect(entry!.details.changes).toEqual(
      expect.arrayContaining([
        { field: 'testimonials.es.0.text', from: complete.testimonials.es[0]!.text, to: 'Otro texto.' },
        { field: 'testimonials.es.1.name', from: 'Beto L.', to: null },
        { field: 'testimonials.en.1.name', from: null, to: 'Dana R.' },
      ]),
    );
  });

  it('When another admin saved first (a stale version), then it answers 409 {message} and writes nothing', async () => {
    const { client: other } = await staffClient(ctx);
    const loaded = await current();
    expect((await other.put('/api/admin/settings', { version: loaded.version, settings: withValue(complete, 'contactEmail', 'ventas@chapinbox.test') })).status).toBe(200);

    const response = await admin.put('/api/admin/settings', { version: loaded.version, settings: withValue(complete, 'contactEmail', 'otra@chapinbox.test') });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: STALE_SETTINGS_MESSAGE });
    expect((await current()).settings.contactEmail).toBe('ventas@chapinbox.test');
  });

  it('When two admins save from the same version at once, then exactly one is applied', async () => {
    const { version } = await current();
    const [first, second] = await Promise.all([
      admin.put('/api/admin/settings', { version, settings: withValue(complete, 'offer.discountPercent', 10) }),
      admin.put('/api/admin/settings', { version, settings: withValue(complete, 'offer.discountPercent', 25) }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await current()).version).toBe(version + 1);
  });

  describe('validation: a refused value answers 400 with an issue naming its field, and nothing is written', () => {
    beforeEach(async () => {
      setupStep(await save(complete), 200);
    });

    it.each([
      // the shop's time zone: one of the list
      ['shopTimeZone', 'Mars/Olympus'],
      ['shopTimeZone', null],
      // ASINs: 10 upper-case letters or digits
      ['products.partyMix.asin', 'b0testprty'],
      ['products.partyMix.asin', 'B0TEST'],
      ['products.candyMix.asin', 'B0TESTCNDY1'],
      ['products.spicyMix.asin', 'B0TEST-NDY'],
      ['products.chocoBox.asin', 12345678901],
      // marketplace addresses: https on amazon.com only
      ['products.partyMix.marketplaceUrl', 'javascript:alert(1)'],
      ['products.partyMix.marketplaceUrl', 'http://www.amazon.com/dp/B0TESTPRTY'],
      ['products.candyMix.marketplaceUrl', 'https://www.amazon.com.evil.example/dp/B0TESTCNDY'],
      ['products.candyMix.marketplaceUrl', 'https://evil.example/?https://www.amazon.com'],
      ['products.spicyMix.marketplaceUrl', 'https://user:pass@www.amazon.com/dp/B0TESTSPCY'],
      ['products.spicyMix.marketplaceUrl', 'https://www.amazon.com:8443/dp/B0TESTSPCY'],
      ['products.chocoBox.marketplaceUrl', 'https://www.amazon.es/dp/B0TESTCHOC'],
      ['products.chocoBox.marketplaceUrl', `https://www.amazon.com/${'a'.repeat(2_100)}`],
      ['products.chocoBox.marketplaceUrl', 'not a url'],
      // Amazon Attribution tags: a query string, no spaces, at most 500 characters
      ['attribution.partyMix.site', 'maas=a b'],
      ['attribution.partyMix.newsletter', 'https://www.amazon.com/dp/B0TESTPRTY?maas=x'],
      ['attribution.candyMix.qr', 'solo-texto'],
      ['attribution.candyMix.chat', 'maas=x&&ref_=y'],
      ['attribution.spicyMix.site', 'maas=x#frag'],
      ['attribution.spicyMix.qr', `maas=${'a'.repeat(496)}`],
      ['attribution.chocoBox.newsletter', ''],
      ['attribution.chocoBox.chat', 42],
      // phone lines: E.164
      ['phones.es', '(213) 555-0101'],
      ['phones.es', '+1 213 555 0101'],
      ['phones.en', '12135550102'],
      ['phones.en', '+0123456789'],
      ['phones.en', '+1234567890123456'],
      ['phones.es', 'tel:+12135550101'],
      // WhatsApp: E.164 too, as wa.me reads its digits
      ['whatsapp', '+502 2345 6789'],
      ['whatsapp', 'https://wa.me/50223456789'],
      // contact e-mail
      ['contactEmail', 'hola'],
      ['contactEmail', 'hola@chapinbox'],
      ['contactEmail', `${'a'.repeat(250)}@chapinbox.test`],
      ['contactEmail', 'javascript:alert(1)//@chapinbox.test'],
      // social links: https on the network's own host, with a page
      ['social.facebook', 'http://www.facebook.com/chapinbox'],
      ['social.facebook', 'https://www.instagram.com/chapinbox'],
      ['social.instagram', 'javascript:alert(document.cookie)'],
      ['social.instagram', 'https://instagram.com/'],
      ['social.tiktok', 'https://tiktok.com.evil.example/@chapinbox'],
      ['social.tiktok', 'data:text/html,<script>alert(1)</script>'],
      // videos: https YouTube/Vimeo pages or .mp4 files
      ['videos.hero', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['videos.hero', 'https://www.youtube.com/channel/chapinbox'],
      ['videos.hero', 'https://www.youtube.com/watch?v=short'],
      ['videos.partyMix', 'javascript:alert(1)//.mp4'],
      ['videos.candyMix', 'https://vimeo.com/channels/staffpicks'],
      ['videos.spicyMix', 'https://cdn.chapinbox.test/videos/spicy.avi'],
      ['videos.chocoBox', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
      // the offer
      ['offer.discountPercent', 0],
      ['offer.discountPercent', 91],
      ['offer.discountPercent', 12.5],
      ['offer.discountPercent', '15'],
      ['offer.discountPercent', null],
      ['offer.endsAt', 'mañana'],
      ['offer.endsAt', '2030-12-24'],
      ['offer.endsAt', '2030-12-24T18:00:00'],
      ['offer.endsAt', 1_900_000_000_000],
      ['offer.code', 'ab'],
      ['offer.code', 'CHAPIN 15'],
      ['offer.code', 'DESCUENTO-ÑANDÚ'],
      ['offer.couponUrl', 'https://evil.example/promocode/X'],
      ['offer.couponUrl', 'http://www.amazon.com/promocode/X'],
      // testimonials: up to six per language, each with a name, the words, 1 to 5 stars and the verified tick
      ['testimonials.es', Array.from({ length: 7 }, () => testimonial())],
      ['testimonials.en', null],
      ['testimonials.en', 'Muy bueno'],
      ['testimonials.es.0.name', '   '],
      ['testimonials.es.0.name', 'n'.repeat(61)],
      ['testimonials.es.0.name', null],
      ['testimonials.es.0.location', 'l'.repeat(61)],
      ['testimonials.es.0.text', ''],
      ['testimonials.es.0.text', 't'.repeat(281)],
      ['testimonials.es.1.rating', 0],
      ['testimonials.es.1.rating', 6],
      ['testimonials.es.1.rating', 4.5],
      ['testimonials.es.1.rating', '5'],
      ['testimonials.es.1.rating', null],
      ['testimonials.en.0.verified', 'true'],
      ['testimonials.en.0.verified', null],
    ])('When %s is %j, then it is refused', async (path, value) => {
      const before = await storedRow();

      const response = await save(withValue(complete, path, value));

      expect(response.status).toBe(400);
      expect(response.body.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain(`settings.${path}`);
      expect(typeof response.body.issues[0].message).toBe('string');
      expect(await storedRow()).toEqual(before);
    });

    it.each([
      ['the whole settings document', undefined],
      ['a section', null],
    ])('When %s is missing, then it is refused', async (_case, value) => {
      const body = value === undefined ? { version: (await current()).version } : { version: (await current()).version, settings: { ...complete, phones: value } };
      expect((await admin.put('/api/admin/settings', body)).status).toBe(400);
    });

    it('When the version is missing or not a whole number, then it is refused', async () => {
      for (const version of [undefined, -1, 0.5, '1']) {
        expect((await admin.put('/api/admin/settings', { version, settings: complete })).status, `version ${String(version)}`).toBe(400);
      }
    });

    it('When the body is larger than the JSON limit, then it answers 413', async () => {
      const response = await admin.put('/api/admin/settings', { version: 1, settings: withValue(complete, 'contactEmail', 'a'.repeat(200_000)) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: expect.any(String) });
    });
  });

  it('When nobody is signed in, then reading and saving answer 401', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/admin/settings')).status).toBe(401);
    const response = await visitor.put('/api/admin/settings', { version: 0, settings: complete });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('When an editor saves, then it answers 403 and writes nothing, though they may read', async () => {
    const { client: editor } = await staffClient(ctx, { role: 'editor' });
    const before = await current();
    expect((await editor.get('/api/admin/settings')).body).toEqual(before);

    const response = await editor.put('/api/admin/settings', { version: before.version, settings: defaultSiteSettings });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(await current()).toEqual(before);
  });

  it('When a setting is saved, then GET /api/config serves it at once on this instance, and only the public settings', async () => {
    const saved = withValue(complete, 'products.partyMix.asin', 'B0CONFIG01');
    const response = await save(saved);

    const config = await ctx.client().get('/api/config');

    // Browsers revalidate it on every use; a shared cache may keep it a few seconds.
    expect(config.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    const parsed = siteConfigSchema.parse(config.body);
    expect(parsed.settings).toEqual({ version: response.body.version, ...(saved as SiteSettings) });
    expect(Object.keys(config.body.settings).sort()).toEqual(['attribution', 'boxContents', 'contactEmail', 'offer', 'phones', 'products', 'shopTimeZone', 'social', 'testimonials', 'version', 'videos', 'whatsapp']);
    expect(config.text).not.toMatch(/updatedAt|updatedBy|chapinbox\.test"\s*,\s*"role"/);
  });

  it('When the stored document lacks a key or holds a value the rules refuse, then that value reads as its default', async () => {
    const { version } = await current();
    await ctx.database.pool.query('update site_settings set settings = $1', [{ ...complete, phones: { es: 'javascript:alert(1)' }, contactEmail: 42 }]);

    const { settings } = await current();

    expect(settings.phones).toEqual({ es: null, en: null });
    expect(settings.contactEmail).toBeNull();
    expect(settings.products).toEqual(complete.products);
    expect((await admin.put('/api/admin/settings', { version, settings: complete })).status).toBe(200);
  });

  it('When the stored document predates the Amazon Attribution tags, then every tag reads as unset and the rest as saved', async () => {
    const { attribution: _attribution, ...older } = complete;
    await ctx.database.pool.query('update site_settings set settings = $1', [older]);

    const { settings } = await current();

    expect(settings.attribution).toEqual(defaultSiteSettings.attribution);
    expect(settings.products).toEqual(complete.products);
  });

  it('When a stored testimonial is refused by the rules, then that one is left out and the others and the other settings stay', async () => {
    setupStep(await save(complete), 200);
    const [good, bad] = complete.testimonials.es;
    await ctx.database.pool.query('update site_settings set settings = $1', [
      { ...complete, testimonials: { es: [{ ...bad, rating: 9 }, good, { ...good, text: null }], en: 'nada' } },
    ]);

    const { settings } = await current();

    expect(settings.testimonials).toEqual({ es: [good], en: [] });
    expect(settings.products).toEqual(complete.products);
    expect(settings.contactEmail).toBe(complete.contactEmail);
  });
});
