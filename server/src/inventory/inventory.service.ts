import { asc, eq, sql } from 'drizzle-orm';
import type { InventoryResponse, InventoryTotalResponse, InventoryUpdateRequest } from '@shared/inventory';
import type { Db } from '../db/client';
import { inventoryProducts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { badRequest } from '../lib/errors';
import { createReadCache } from '../lib/read-cache';

/** Every product in display order, and when the newest change was made. */
async function readInventory(db: Db): Promise<InventoryResponse> {
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

async function sumInventory(db: Db): Promise<InventoryTotalResponse> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${inventoryProducts.availableQuantity}), 0)::int` }).from(inventoryProducts);
  return { totalBoxes: row.total };
}

/** The staff inventory panel and the public total behind every visitor's urgency bar. */
export function createInventoryService(deps: Pick<AppDeps, 'database' | 'logger'>) {
  const { db, pool } = deps.database;
  const total = createReadCache(() => sumInventory(db), { what: 'inventory total', logger: deps.logger });

  return {
    list: () => readInventory(db),

    /** Polled by every visitor: one query a second at most per instance (see read-cache.ts). */
    total: total.get,

    /**
     * Saves every quantity in one transaction, stamping each product's lastUpdated; an unknown
     * ASIN rolls back the whole request, so staff never see half their changes saved. Answers
     * the inventory as it now is.
     */
    async update(input: InventoryUpdateRequest): Promise<InventoryResponse> {
      await withTransaction(pool, async (tx) => {
        for (const product of input.products) {
          const updated = await tx
            .update(inventoryProducts)
            .set({ availableQuantity: product.availableQuantity, lastUpdated: sql`now()` })
            .where(eq(inventoryProducts.asin, product.asin))
            .returning({ asin: inventoryProducts.asin });
          if (updated.length === 0) throw badRequest(`Producto desconocido (ASIN ${product.asin})`);
        }
      });
      total.invalidate();
      return readInventory(db);
    },
  };
}
