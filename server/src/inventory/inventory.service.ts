import { asc, eq, sql } from 'drizzle-orm';
import type { InventoryResponse, InventoryUpdateRequest } from '@shared/inventory';
import type { Db } from '../db/client';
import { inventoryProducts } from '../db/schema';
import { badRequest } from '../http/errors';

/** Every product in display order, and when the newest change was made. */
export async function getInventory(db: Db): Promise<InventoryResponse> {
  const rows = await db.select().from(inventoryProducts).orderBy(asc(inventoryProducts.sortOrder), asc(inventoryProducts.asin));
  const products = rows.map((row) => ({
    productName: row.productName,
    asin: row.asin,
    availableQuantity: row.availableQuantity,
    lastUpdated: row.lastUpdated.toISOString(),
  }));
  const newest = rows.reduce<Date | null>((latest, row) => (!latest || row.lastUpdated > latest ? row.lastUpdated : latest), null);
  return { products, lastUpdated: newest ? newest.toISOString() : null };
}

/**
 * Saves every quantity in one transaction, stamping each product's lastUpdated; an unknown
 * ASIN rolls back the whole request, so staff never see half their changes saved.
 */
export async function updateInventory(db: Db, input: InventoryUpdateRequest) {
  await db.transaction(async (tx) => {
    for (const product of input.products) {
      const updated = await tx
        .update(inventoryProducts)
        .set({ availableQuantity: product.availableQuantity, lastUpdated: sql`now()` })
        .where(eq(inventoryProducts.asin, product.asin))
        .returning({ asin: inventoryProducts.asin });
      if (updated.length === 0) throw badRequest(`Producto desconocido (ASIN ${product.asin})`);
    }
  });
}

export async function sumInventory(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${inventoryProducts.availableQuantity}), 0)::int` }).from(inventoryProducts);
  return row.total;
}
