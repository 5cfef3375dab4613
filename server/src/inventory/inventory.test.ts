import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryProducts } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { createInventoryService, STALE_INVENTORY_MESSAGE } from './inventory.service';

const SEEDED = [
  { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 15 },
  { productName: 'CANDY MIX', asin: 'B0CHCANDY2', availableQuantity: 12 },
  { productName: 'SPICY MIX', asin: 'B0CHSPICY3', availableQuantity: 10 },
  { productName: 'CHOCO BOX', asin: 'B0CHCHOCO4', availableQuantity: 10 },
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
    Object.fromEntries((await ctx.database.db.select().from(inventoryProducts)).map((row) => [row.asin, row.availableQuantity]));
  const currentVersion = async (client = staff) => (await client.get('/api/inventory')).body.version as number;
  /** A save from the version the inventory has now (what the page sends after loading it). */
  const save = async (products: unknown[], client = staff) => client.post('/api/inventory/update', { version: await currentVersion(client), products });

  it('When staff open the inventory on a fresh database, then the four seeded boxes sum to 47', async () => {
    const response = await staff.get('/api/inventory');
    expect(response.status).toBe(200);
    expect(response.body.products).toEqual(SEEDED.map((product) => ({ ...product, lastUpdated: expect.any(String) })));
    expect(response.body.lastUpdated).toEqual(expect.any(String));
    expect(response.body.version).toBe(0);
    expect((await ctx.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 47 });
  });

  it('When staff save new quantities, then each is stored with its lastUpdated and the total follows at once', async () => {
    // Last changed a minute ago, so a new stamp is later whatever the clock's resolution.
    await ctx.database.pool.query("update inventory_products set last_updated = last_updated - interval '1 minute'");
    const before = (await staff.get('/api/inventory')).body;
    const response = await staff.post('/api/inventory/update', {
      version: before.version,
      products: [
        { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 20 },
        { productName: 'CHOCO BOX', asin: 'B0CHCHOCO4', availableQuantity: 0 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(before.version + 1);
    const byAsin = Object.fromEntries(response.body.products.map((product: { asin: string }) => [product.asin, product]));
    expect(byAsin.B0CHPARTY1.availableQuantity).toBe(20);
    expect(byAsin.B0CHCHOCO4.availableQuantity).toBe(0);
    expect(Date.parse(byAsin.B0CHPARTY1.lastUpdated)).toBeGreaterThan(Date.parse(before.products[0].lastUpdated));
    expect(byAsin.B0CHCANDY2.lastUpdated).toBe(before.products[1].lastUpdated);
    expect(response.body.lastUpdated).toBe(byAsin.B0CHPARTY1.lastUpdated);
    // The same instance invalidates its cache: no waiting for the TTL.
    expect((await ctx.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 20 + 12 + 10 + 0 });

    await save(SEEDED);
  });

  it('When a save sends a product with its quantity unchanged, then only the changed products get a new lastUpdated', async () => {
    await ctx.database.pool.query("update inventory_products set last_updated = last_updated - interval '1 minute'");
    const before = (await staff.get('/api/inventory')).body;
    const stamp = (body: { products: Array<{ asin: string; lastUpdated: string }> }, asin: string) => body.products.find((product) => product.asin === asin)!.lastUpdated;

    const response = await save(SEEDED.map((product) => (product.asin === 'B0CHSPICY3' ? { ...product, availableQuantity: 11 } : product)));

    expect(response.status).toBe(200);
    expect(Date.parse(stamp(response.body, 'B0CHSPICY3'))).toBeGreaterThan(Date.parse(stamp(before, 'B0CHSPICY3')));
    for (const asin of ['B0CHPARTY1', 'B0CHCANDY2', 'B0CHCHOCO4']) expect(stamp(response.body, asin)).toBe(stamp(before, asin));
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
    expect((await other.post('/api/inventory/update', { version: loaded, products: [{ asin: 'B0CHPARTY1', availableQuantity: 30 }] })).status).toBe(200);

    // This tab still holds the old version: its PARTY MIX 25 must not overwrite the 30 silently.
    const response = await staff.post('/api/inventory/update', {
      version: loaded,
      products: [
        { asin: 'B0CHPARTY1', availableQuantity: 25 },
        { asin: 'B0CHCANDY2', availableQuantity: 1 },
      ],
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: STALE_INVENTORY_MESSAGE });
    expect(await quantities()).toMatchObject({ B0CHPARTY1: 30, B0CHCANDY2: 12 });
    expect(await currentVersion()).toBe(loaded + 1);
    await save(SEEDED);
  });

  it('When two saves start from the same version at once, then exactly one is applied and the other answers 409', async () => {
    const loaded = await currentVersion();
    const [first, second] = await Promise.all([
      staff.post('/api/inventory/update', { version: loaded, products: [{ asin: 'B0CHPARTY1', availableQuantity: 40 }] }),
      staff.post('/api/inventory/update', { version: loaded, products: [{ asin: 'B0CHPARTY1', availableQuantity: 41 }] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const applied = first.status === 200 ? 40 : 41;
    expect((await quantities()).B0CHPARTY1).toBe(applied);
    expect(await currentVersion()).toBe(loaded + 1);
    await save(SEEDED);
  });

  it('When the service saves, then it reports each change old → new (what the activity log records)', async () => {
    const inventory = createInventoryService(ctx.deps);
    const { version } = await inventory.list();
    const { changes } = await inventory.update(staffUserId, {
      version,
      products: [
        { asin: 'B0CHPARTY1', availableQuantity: 15 },
        { asin: 'B0CHCANDY2', availableQuantity: 7 },
        { asin: 'B0CHCHOCO4', availableQuantity: 12 },
      ],
    });
    expect(changes).toEqual([
      { asin: 'B0CHCANDY2', productName: 'CANDY MIX', from: 12, to: 7 },
      { asin: 'B0CHCHOCO4', productName: 'CHOCO BOX', from: 10, to: 12 },
    ]);
    await save(SEEDED);
  });

  it('When the version is missing or not a whole number, then it answers 400', async () => {
    for (const version of [undefined, -1, 1.5, '3', null]) {
      const response = await staff.post('/api/inventory/update', { version, products: [{ asin: 'B0CHPARTY1', availableQuantity: 1 }] });
      expect(response.status, `version ${String(version)}`).toBe(400);
      expect(response.body.issues?.[0]?.path).toEqual(['version']);
    }
    expect((await quantities()).B0CHPARTY1).toBe(15);
  });

  it.each([
    ['a negative quantity', { asin: 'B0CHPARTY1', availableQuantity: -1 }],
    ['a fractional quantity', { asin: 'B0CHPARTY1', availableQuantity: 2.5 }],
    ['a non-numeric quantity', { asin: 'B0CHPARTY1', availableQuantity: 'abc' }],
    ['a numeric string', { asin: 'B0CHPARTY1', availableQuantity: '12' }],
    ['a missing quantity', { asin: 'B0CHPARTY1' }],
    ['a quantity over 100,000', { asin: 'B0CHPARTY1', availableQuantity: 100_001 }],
    ['a malformed ASIN', { asin: 'nope', availableQuantity: 1 }],
  ])('When a product has %s, then it answers 400 and nothing changes', async (_case, product) => {
    const response = await save([{ productName: 'CANDY MIX', asin: 'B0CHCANDY2', availableQuantity: 99 }, { productName: 'PARTY MIX', ...product }]);
    expect(response.status).toBe(400);
    expect(response.body.issues?.length).toBeGreaterThan(0);
    expect(await quantities()).toEqual(Object.fromEntries(SEEDED.map((p) => [p.asin, p.availableQuantity])));
  });

  it('When the quantity is 100,000 exactly, then it is accepted', async () => {
    const response = await save([{ asin: 'B0CHSPICY3', availableQuantity: 100_000 }]);
    expect(response.status).toBe(200);
    await save(SEEDED);
  });

  it('When one ASIN of the request is unknown, then nothing is saved (one transaction)', async () => {
    const response = await save([
      { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 99 },
      { productName: 'FAKE BOX', asin: 'B0NOTAREAL', availableQuantity: 5 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Producto desconocido (ASIN B0NOTAREAL)');
    expect((await quantities()).B0CHPARTY1).toBe(15);
    expect(await quantities()).not.toHaveProperty('B0NOTAREAL');
  });

  it('When an ASIN repeats or the list is empty, then it answers 400', async () => {
    const repeated = await save([
      { asin: 'B0CHPARTY1', availableQuantity: 1 },
      { asin: 'B0CHPARTY1', availableQuantity: 2 },
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
    expect((await staff.post('/api/inventory/update', { version, products: [{ asin: 'B0CHPARTY1', availableQuantity: 100 }] })).status).toBe(200);

    // The poll fails after two seconds: no wall-clock check beside it.
    await expect
      .poll(async () => (await second.client().get('/api/inventory/total')).body.totalBoxes, { timeout: 2_000, interval: 100 })
      .toBe(100 + 12 + 10 + 10);
  });
});
