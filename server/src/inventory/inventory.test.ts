import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryProducts } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';

const SEEDED = [
  { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 15 },
  { productName: 'CANDY MIX', asin: 'B0CHCANDY2', availableQuantity: 12 },
  { productName: 'SPICY MIX', asin: 'B0CHSPICY3', availableQuantity: 10 },
  { productName: 'CHOCO BOX', asin: 'B0CHCHOCO4', availableQuantity: 10 },
];

describe('inventory', () => {
  let ctx: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx));
  });
  afterAll(() => ctx.close());

  const quantities = async () =>
    Object.fromEntries((await ctx.database.db.select().from(inventoryProducts)).map((row) => [row.asin, row.availableQuantity]));

  it('When staff open the inventory on a fresh database, then the four seeded boxes sum to 47', async () => {
    const response = await staff.get('/api/inventory');
    expect(response.status).toBe(200);
    expect(response.body.products).toEqual(SEEDED.map((product) => ({ ...product, lastUpdated: expect.any(String) })));
    expect(response.body.lastUpdated).toEqual(expect.any(String));
    expect((await ctx.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 47 });
  });

  it('When staff save new quantities, then each is stored with its lastUpdated and the total follows at once', async () => {
    // Last changed a minute ago, so a new stamp is later whatever the clock's resolution.
    await ctx.database.pool.query("update inventory_products set last_updated = last_updated - interval '1 minute'");
    const before = (await staff.get('/api/inventory')).body;
    const response = await staff.post('/api/inventory/update', {
      products: [
        { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 20 },
        { productName: 'CHOCO BOX', asin: 'B0CHCHOCO4', availableQuantity: 0 },
      ],
    });
    expect(response.status).toBe(200);
    const byAsin = Object.fromEntries(response.body.products.map((product: { asin: string }) => [product.asin, product]));
    expect(byAsin.B0CHPARTY1.availableQuantity).toBe(20);
    expect(byAsin.B0CHCHOCO4.availableQuantity).toBe(0);
    expect(Date.parse(byAsin.B0CHPARTY1.lastUpdated)).toBeGreaterThan(Date.parse(before.products[0].lastUpdated));
    expect(byAsin.B0CHCANDY2.lastUpdated).toBe(before.products[1].lastUpdated);
    expect(response.body.lastUpdated).toBe(byAsin.B0CHPARTY1.lastUpdated);
    // The same instance invalidates its cache: no waiting for the TTL.
    expect((await ctx.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 20 + 12 + 10 + 0 });

    await staff.post('/api/inventory/update', { products: SEEDED });
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
    const response = await staff.post('/api/inventory/update', {
      products: [{ productName: 'CANDY MIX', asin: 'B0CHCANDY2', availableQuantity: 99 }, { productName: 'PARTY MIX', ...product }],
    });
    expect(response.status).toBe(400);
    expect(response.body.issues?.length).toBeGreaterThan(0);
    expect(await quantities()).toEqual(Object.fromEntries(SEEDED.map((p) => [p.asin, p.availableQuantity])));
  });

  it('When the quantity is 100,000 exactly, then it is accepted', async () => {
    const response = await staff.post('/api/inventory/update', { products: [{ asin: 'B0CHSPICY3', availableQuantity: 100_000 }] });
    expect(response.status).toBe(200);
    await staff.post('/api/inventory/update', { products: SEEDED });
  });

  it('When one ASIN of the request is unknown, then nothing is saved (one transaction)', async () => {
    const response = await staff.post('/api/inventory/update', {
      products: [
        { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 99 },
        { productName: 'FAKE BOX', asin: 'B0NOTAREAL', availableQuantity: 5 },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Producto desconocido (ASIN B0NOTAREAL)');
    expect((await quantities()).B0CHPARTY1).toBe(15);
    expect(await quantities()).not.toHaveProperty('B0NOTAREAL');
  });

  it('When an ASIN repeats or the list is empty, then it answers 400', async () => {
    const repeated = await staff.post('/api/inventory/update', {
      products: [
        { asin: 'B0CHPARTY1', availableQuantity: 1 },
        { asin: 'B0CHPARTY1', availableQuantity: 2 },
      ],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toContain('más de una vez');
    expect((await staff.post('/api/inventory/update', { products: [] })).status).toBe(400);
    expect((await staff.post('/api/inventory/update', {})).status).toBe(400);
  });

  it('When nobody is signed in, then the staff routes answer 401 and the total stays public', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/inventory')).status).toBe(401);
    expect((await visitor.post('/api/inventory/update', { products: SEEDED })).status).toBe(401);
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

    await staff.post('/api/inventory/update', { products: [{ asin: 'B0CHPARTY1', availableQuantity: 100 }] });

    const savedAt = Date.now();
    await expect
      .poll(async () => (await second.client().get('/api/inventory/total')).body.totalBoxes, { timeout: 2_000, interval: 100 })
      .toBe(100 + 12 + 10 + 10);
    expect(Date.now() - savedAt).toBeLessThan(2_000);
  });
});
