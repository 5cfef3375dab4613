import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryProducts } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { createInventoryService, STALE_INVENTORY_MESSAGE } from './inventory.service';

const SEEDED = [
  { key: 'partyMix', productName: 'PARTY MIX', availableQuantity: 15 },
  { key: 'candyMix', productName: 'CANDY MIX', availableQuantity: 12 },
  { key: 'spicyMix', productName: 'SPICY MIX', availableQuantity: 10 },
  { key: 'chocoBox', productName: 'CHOCO BOX', availableQuantity: 10 },
];

describe('inventory', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let staffUserId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const signedIn = await staffClient(ctx);
    staff = signedIn.client;
    staffUserId = signedIn.user.id;
  });
  afterAll(() => ctx.close());

  const quantities = async () =>
    Object.fromEntries((await ctx.database.db.select().from(inventoryProducts)).map((row) => [row.key, row.availableQuantity]));
  const currentVersion = async (client = staff) => (await client.get('/api/inventory')).body.version as number;
  /** A save from the version the inventory has now (what the page sends after loading it). */
  const save = async (products: unknown[], client = staff) => client.post('/api/inventory/update', { version: await currentVersion(client), products });

  it('When staff open the inventory on a fresh database, then the four seeded boxes sum to 47', async () => {
    const response = await staff.get('/api/inventory');
    expect(response.status).toBe(200);
    // Keyed by box, with no ASIN until staff set one in the site settings (none is invented).
    expect(response.body.products).toEqual(SEEDED.map((product) => ({ ...product, asin: null, lastUpdated: expect.any(String) })));
    expect(response.body.lastUpdated).toEqual(expect.any(String));
    expect(response.body.version).toBe(0);
    expect((await ctx.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 47 });
  });

  it('When an admin sets a box\'s ASIN in the site settings, then the inventory shows it beside that box at once', async () => {
    const { settings, version } = (await staff.get('/api/admin/settings')).body;
    const withAsin = { ...settings, products: { ...settings.products, candyMix: { ...settings.products.candyMix, asin: 'B0REAL0002' } } };
    expect((await staff.put('/api/admin/settings', { settings: withAsin, version })).status).toBe(200);

    const { products } = (await staff.get('/api/inventory')).body as { products: Array<{ key: string; asin: string | null }> };
    expect(products.map(({ key, asin }) => [key, asin])).toEqual([
      ['partyMix', null],
      ['candyMix', 'B0REAL0002'],
      ['spicyMix', null],
      ['chocoBox', null],
    ]);

    const current = (await staff.get('/api/admin/settings')).body;
    expect((await staff.put('/api/admin/settings', { settings, version: current.version })).status).toBe(200);
  });

  it('When staff save new quantities, then each is stored with its lastUpdated and the total follows at once', async () => {
    // Last changed a minute ago, so a new stamp is later whatever the clock's resolution.
    await ctx.database.pool.query("update inventory_products set last_updated = last_updated - interval '1 minute'");
    const before = (await staff.get('/api/inventory')).body;
    const response = await staff.post('/api/inventory/update', {
      version: before.version,
      products: [
        { productName: 'PARTY MIX', key: 'partyMix', availableQuantity: 20 },
        { productName: 'CHOCO BOX', key: 'chocoBox', availableQuantity: 0 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(before.version + 1);
    const byKey = Object.fromEntries(response.body.products.map((product: { key: string }) => [product.key, product]));
    expect(byKey.partyMix.availableQuantity).toBe(20);
    expect(byKey.chocoBox.availableQuantity).toBe(0);
    expect(Date.parse(byKey.partyMix.lastUpdated)).toBeGreaterThan(Date.parse(before.products[0].lastUpdated));
    expect(byKey.candyMix.lastUpdated).toBe(before.products[1].lastUpdated);
    expect(response.body.lastUpdated).toBe(byKey.partyMix.lastUpdated);
    // The same instance invalidates its cache: no waiting for the TTL.
    expect((await ctx.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 20 + 12 + 10 + 0 });

    await save(SEEDED);
  });

  it('When a save sends a product with its quantity unchanged, then only the changed products get a new lastUpdated', async () => {
    await ctx.database.pool.query("update inventory_products set last_updated = last_updated - interval '1 minute'");
    const before = (await staff.get('/api/inventory')).body;
    const stamp = (body: { products: Array<{ key: string; lastUpdated: string }> }, key: string) => body.products.find((product) => product.key === key)!.lastUpdated;

    const response = await save(SEEDED.map((product) => (product.key === 'spicyMix' ? { ...product, availableQuantity: 11 } : product)));

    expect(response.status).toBe(200);
    expect(Date.parse(stamp(response.body, 'spicyMix'))).toBeGreaterThan(Date.parse(stamp(before, 'spicyMix')));
    for (const key of ['partyMix', 'candyMix', 'chocoBox']) expect(stamp(response.body, key)).toBe(stamp(before, key));
    await save(SEEDED);
  });

  it('When a save changes nothing, then no stamp and no version change', async () => {
    const before = (await staff.get('/api/inventory')).body;
    const response = await staff.post('/api/inventory/update', { version: before.version, products: SEEDED });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(before);
  });

  it('When another save came first (a stale version), then it answers 409 with a message and writes nothing', async () => {
    const { client: other } = await staffClient(ctx);
    const loaded = await currentVersion();
    // The other tab saves first: PARTY MIX 15 → 30.
    expect((await other.post('/api/inventory/update', { version: loaded, products: [{ key: 'partyMix', availableQuantity: 30 }] })).status).toBe(200);

    // This tab still holds the old version: its PARTY MIX 25 must not overwrite the 30 silently.
    const response = await staff.post('/api/inventory/update', {
      version: loaded,
      products: [
        { key: 'partyMix', availableQuantity: 25 },
        { key: 'candyMix', availableQuantity: 1 },
      ],
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: STALE_INVENTORY_MESSAGE });
    expect(await quantities()).toMatchObject({ partyMix: 30, candyMix: 12 });
    expect(await currentVersion()).toBe(loaded + 1);
    await save(SEEDED);
  });

  it('When two saves start from the same version at once, then exactly one is applied and the other answers 409', async () => {
    const loaded = await currentVersion();
    const [first, second] = await Promise.all([
      staff.post('/api/inventory/update', { version: loaded, products: [{ key: 'partyMix', availableQuantity: 40 }] }),
      staff.post('/api/inventory/update', { version: loaded, products: [{ key: 'partyMix', availableQuantity: 41 }] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const applied = first.status === 200 ? 40 : 41;
    expect((await quantities()).partyMix).toBe(applied);
    expect(await currentVersion()).toBe(loaded + 1);
    await save(SEEDED);
  });

  it('When the service saves, then it reports each change old → new (what the activity log records)', async () => {
    const inventory = createInventoryService(ctx.deps);
    const { version } = await inventory.list();
    const { changes } = await inventory.update(staffUserId, {
      version,
      products: [
        { key: 'partyMix', availableQuantity: 15 },
        { key: 'candyMix', availableQuantity: 7 },
        { key: 'chocoBox', availableQuantity: 12 },
      ],
    });
    expect(changes).toEqual([
      { key: 'candyMix', productName: 'CANDY MIX', from: 12, to: 7 },
      { key: 'chocoBox', productName: 'CHOCO BOX', from: 10, to: 12 },
    ]);
    await save(SEEDED);
  });

  it('When the version is missing or not a whole number, then it answers 400', async () => {
    for (const version of [undefined, -1, 1.5, '3', null]) {
      const response = await staff.post('/api/inventory/update', { version, products: [{ key: 'partyMix', availableQuantity: 1 }] });
      expect(response.status, `version ${String(version)}`).toBe(400);
      expect(response.body.issues?.[0]?.path).toEqual(['version']);
    }
    expect((await quantities()).partyMix).toBe(15);
  });

  it.each([
    ['a negative quantity', { key: 'partyMix', availableQuantity: -1 }],
    ['a fractional quantity', { key: 'partyMix', availableQuantity: 2.5 }],
    ['a non-numeric quantity', { key: 'partyMix', availableQuantity: 'abc' }],
    ['a numeric string', { key: 'partyMix', availableQuantity: '12' }],
    ['a missing quantity', { key: 'partyMix' }],
    ['a quantity over 100,000', { key: 'partyMix', availableQuantity: 100_001 }],
    ['an unknown product key', { key: 'nope', availableQuantity: 1 }],
    ['an ASIN instead of a key', { asin: 'B0ABC12345', availableQuantity: 1 }],
  ])('When a product has %s, then it answers 400 and nothing changes', async (_case, product) => {
    const response = await save([{ productName: 'CANDY MIX', key: 'candyMix', availableQuantity: 99 }, { productName: 'PARTY MIX', ...product }]);
    expect(response.status).toBe(400);
    expect(response.body.issues?.length).toBeGreaterThan(0);
    expect(await quantities()).toEqual(Object.fromEntries(SEEDED.map((p) => [p.key, p.availableQuantity])));
  });

  it('When the quantity is 100,000 exactly, then it is accepted', async () => {
    const response = await save([{ key: 'spicyMix', availableQuantity: 100_000 }]);
    expect(response.status).toBe(200);
    await save(SEEDED);
  });

  it('When one product of the request is unknown, then nothing is saved', async () => {
    const response = await save([
      { productName: 'PARTY MIX', key: 'partyMix', availableQuantity: 99 },
      { productName: 'FAKE BOX', key: 'fakeBox', availableQuantity: 5 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([expect.objectContaining({ path: ['products', 1, 'key'], message: 'Producto desconocido' })]);
    expect((await quantities()).partyMix).toBe(15);
    expect(await quantities()).not.toHaveProperty('fakeBox');
  });

  it('When a product repeats or the list is empty, then it answers 400', async () => {
    const repeated = await save([
      { key: 'partyMix', availableQuantity: 1 },
      { key: 'partyMix', availableQuantity: 2 },
    ]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toContain('más de una vez');
    expect((await save([])).status).toBe(400);
    expect((await staff.post('/api/inventory/update', {})).status).toBe(400);
  });

  it('When nobody is signed in, then the staff routes answer 401 and the total stays public', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/inventory')).status).toBe(401);
    expect((await visitor.post('/api/inventory/update', { version: 0, products: SEEDED })).status).toBe(401);
    expect((await visitor.get('/api/inventory/total')).status).toBe(200);
  });
});

describe('inventory total across instances', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestContext();
    second = await createTestContext({ shareWith: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('When one instance saves, then the other serves the new total within two seconds', async () => {
    expect((await second.client().get('/api/inventory/total')).body.totalBoxes).toBe(47);
    const { client: staff } = await staffClient(first);

    const { version } = (await staff.get('/api/inventory')).body;
    expect((await staff.post('/api/inventory/update', { version, products: [{ key: 'partyMix', availableQuantity: 100 }] })).status).toBe(200);

    // The poll fails after two seconds: no wall-clock check beside it.
    await expect
      .poll(async () => (await second.client().get('/api/inventory/total')).body.totalBoxes, { timeout: 2_000, interval: 100 })
      .toBe(100 + 12 + 10 + 10);
  });
});
