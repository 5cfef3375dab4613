import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllBoxContents, BoxContents } from '@shared/box-contents';
import { siteConfigSchema } from '@shared/site-config';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';
import { STALE_SETTINGS_MESSAGE } from '../site-settings/site-settings.service';

/** The PARTY MIX as staff might describe it. */
const partyMix: BoxContents = {
  netWeight: { value: 850, unit: 'g' },
  allergens: ['milk', 'wheat', 'soybeans'],
  es: {
    snacks: [
      { name: 'Tortrix de limón', brand: 'Tortrix', country: 'Guatemala', weight: { value: 30, unit: 'g' } },
      { name: 'Semillas de marañón', brand: null, country: 'El Salvador', weight: null },
    ],
    dietaryNotes: 'Puede contener trazas de maní.',
    bestBefore: 'Consumir dentro de los 3 meses siguientes a la entrega.',
  },
  en: {
    snacks: [{ name: 'Tortrix lime', brand: 'Tortrix', country: 'Guatemala', weight: { value: 1.06, unit: 'oz' } }],
    dietaryNotes: null,
    bestBefore: 'Best within 3 months of delivery.',
  },
};

const withPartyMix = (box: unknown) => ({ ...defaultSiteSettings.boxContents, partyMix: box }) as AllBoxContents;

describe('box contents', () => {
  let ctx: TestContext;
  let editor: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    editor = (await staffClient(ctx, { role: 'editor' })).client;
  });
  afterAll(() => ctx.close());

  const current = async () => (await editor.get('/api/admin/box-contents')).body as { boxContents: AllBoxContents; version: number; updatedAt: string | null };
  const save = async (boxContents: unknown) => editor.put('/api/admin/box-contents', { version: (await current()).version, boxContents });

  it('When nothing was ever saved, then staff read four empty boxes: no snack, allergen, note, weight or best-before', async () => {
    const response = await editor.get('/api/admin/box-contents');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ boxContents: defaultSiteSettings.boxContents, version: 0, updatedAt: null });
    expect(response.body.boxContents.chocoBox).toEqual({ netWeight: null, allergens: [], es: { snacks: [], dietaryNotes: null, bestBefore: null }, en: { snacks: [], dietaryNotes: null, bestBefore: null } });
  });

  it('When an editor saves a box, then it is stored trimmed with a new settings version, visitors get it in GET /api/config at once, and the other settings stay', async () => {
    const { version } = await current();
    const typed = structuredClone(partyMix);
    typed.es.snacks[0]!.name = '  Tortrix de limón ';

    const response = await save(withPartyMix(typed));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ boxContents: withPartyMix(partyMix), version: version + 1, updatedAt: expect.any(String) });
    expect(await current()).toEqual(response.body);
    const config = siteConfigSchema.parse((await ctx.client().get('/api/config')).body);
    expect(config.settings.version).toBe(version + 1);
    expect(config.settings.boxContents.partyMix).toEqual(partyMix);
    expect(config.settings.offer).toEqual(defaultSiteSettings.offer);
    const [entry] = (await ctx.database.pool.query<{ details: { changes: Array<{ field: string }> } }>("select details from audit_log where action = 'settings.update' order by id desc limit 1")).rows;
    expect(entry!.details.changes.map(({ field }) => field)).toContain('boxContents.partyMix.es.snacks.0.name');
  });

  it('When an admin saves the other settings as loaded, then the box contents stay as they were', async () => {
    setupStep(await save(withPartyMix(partyMix)), 200);
    const { client: admin } = await staffClient(ctx);
    const { settings, version } = (await admin.get('/api/admin/settings')).body;

    setupStep(await admin.put('/api/admin/settings', { version, settings: { ...settings, contactEmail: 'hola@chapinbox.test' } }), 200);

    expect((await current()).boxContents.partyMix).toEqual(partyMix);
  });

  describe('validation: a refused value answers 400 {message, issues} naming its field, and nothing is written', () => {
    const snack = partyMix.es.snacks[0]!;
    it.each<[string, unknown, string]>([
      ['a snack without a name', { ...partyMix, es: { ...partyMix.es, snacks: [{ ...snack, name: '   ' }] } }, 'boxContents.partyMix.es.snacks.0.name'],
      ['a name too long', { ...partyMix, en: { ...partyMix.en, snacks: [{ ...snack, name: 'x'.repeat(81) }] } }, 'boxContents.partyMix.en.snacks.0.name'],
      ['a weight of zero', { ...partyMix, netWeight: { value: 0, unit: 'g' } }, 'boxContents.partyMix.netWeight.value'],
      ['a weight in pounds', { ...partyMix, es: { ...partyMix.es, snacks: [{ ...snack, weight: { value: 1, unit: 'lb' } }] } }, 'boxContents.partyMix.es.snacks.0.weight.unit'],
      ['a weight as text', { ...partyMix, netWeight: { value: '850', unit: 'g' } }, 'boxContents.partyMix.netWeight.value'],
      ['an allergen not on the list', { ...partyMix, allergens: ['milk', 'gluten'] }, 'boxContents.partyMix.allergens.1'],
      ['an allergen twice', { ...partyMix, allergens: ['milk', 'milk'] }, 'boxContents.partyMix.allergens'],
      ['61 snacks', { ...partyMix, es: { ...partyMix.es, snacks: Array.from({ length: 61 }, () => snack) } }, 'boxContents.partyMix.es.snacks'],
      ['notes too long', { ...partyMix, en: { ...partyMix.en, dietaryNotes: 'x'.repeat(601) } }, 'boxContents.partyMix.en.dietaryNotes'],
      ['a box without its English part', { ...partyMix, en: undefined }, 'boxContents.partyMix.en'],
    ])('%s', async (_case, box, field) => {
      const before = await current();

      const response = await save(withPartyMix(box));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
      expect(response.body.issues.map((issue: { path: unknown[] }) => issue.path.join('.'))).toContain(field);
      expect(await current()).toEqual(before);
    });
  });

  it('When another staff member saved first (a stale version), then it answers 409 {message} and writes nothing', async () => {
    const { version } = await current();
    setupStep(await save(withPartyMix({ ...partyMix, allergens: ['sesame'] })), 200);

    const response = await editor.put('/api/admin/box-contents', { version, boxContents: withPartyMix({ ...partyMix, allergens: ['eggs'] }) });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: STALE_SETTINGS_MESSAGE });
    expect((await current()).boxContents.partyMix.allergens).toEqual(['sesame']);
  });

  it('When nobody is signed in, then reading and saving answer 401 and nothing is written', async () => {
    const before = await current();
    const visitor = ctx.client();
    expect((await visitor.get('/api/admin/box-contents')).status).toBe(401);
    const response = await visitor.put('/api/admin/box-contents', { version: before.version, boxContents: defaultSiteSettings.boxContents });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(await current()).toEqual(before);
  });
});
