import { asc, eq, sql } from 'drizzle-orm';
import type { InventoryResponse, InventoryTotalResponse, InventoryUpdateRequest } from '@shared/inventory';
import type { ProductKey } from '@shared/site-facts';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { inventoryProducts, inventoryState } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { badRequest, conflict } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { createCache, VISITOR_READ_MAX_AGE_MS } from '../lib/cache';
import { findSiteSettings } from '../site-settings/site-settings.service';

const INVENTORY_STATE_ID = 'current';

export const STALE_INVENTORY_MESSAGE =
  'Otra persona guardó el inventario mientras lo editabas. Recarga las cantidades nuevas; tus cambios siguen en pantalla.';

/** One product whose quantity a save changed: what the activity log records. */
export interface InventoryChange {
  key: ProductKey;
  productName: string;
  from: number;
  to: number;
}

/**
 * Every product in display order with the ASIN staff set for it in the site settings (null while
 * unset), when the newest change was made, and the inventory's version.
 */
async function readInventory(db: Db, logger?: Logger): Promise<InventoryResponse> {
  const [state] = await db.select({ version: inventoryState.version }).from(inventoryState).where(eq(inventoryState.id, INVENTORY_STATE_ID));
  const rows = await db.select().from(inventoryProducts).orderBy(asc(inventoryProducts.sortOrder), asc(inventoryProducts.key));
  const { settings } = await findSiteSettings(db, logger);
  const products = rows.map((row) => ({
    key: row.key,
    productName: row.productName,
    asin: settings.products[row.key].asin,
    availableQuantity: row.availableQuantity,
    lastUpdated: row.lastUpdated.toISOString(),
  }));
  const newest = rows.reduce<Date | null>((latest, row) => (!latest || row.lastUpdated > latest ? row.lastUpdated : latest), null);
  return { products, lastUpdated: newest ? newest.toISOString() : null, version: state?.version ?? 0 };
}

async function sumInventory(db: Db): Promise<InventoryTotalResponse> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${inventoryProducts.availableQuantity}), 0)::int` }).from(inventoryProducts);
  return { totalBoxes: row.total };
}

/**
 * Applies `input` inside `tx`: refuses a save from an older version (409) or naming a product
 * the inventory does not hold (400), then writes and stamps only the quantities that change,
 * and bumps the version when any did. Answers the changes, old → new per product.
 */
async function applyUpdate(tx: Db, input: InventoryUpdateRequest): Promise<InventoryChange[]> {
  // The row lock makes concurrent saves take turns: the second one sees the first one's version.
  const [state] = await tx
    .select({ version: inventoryState.version })
    .from(inventoryState)
    .where(eq(inventoryState.id, INVENTORY_STATE_ID))
    .for('update');
  if (!state || state.version !== input.version) throw conflict(STALE_INVENTORY_MESSAGE);

  const stored = new Map((await tx.select().from(inventoryProducts)).map((row) => [row.key, row]));
  const changes: InventoryChange[] = [];
  for (const product of input.products) {
    const row = stored.get(product.key);
    if (!row) throw badRequest(`Producto desconocido (${product.key})`);
    if (row.availableQuantity !== product.availableQuantity) {
      changes.push({ key: row.key, productName: row.productName, from: row.availableQuantity, to: product.availableQuantity });
    }
  }
  for (const change of changes) {
    await tx.update(inventoryProducts).set({ availableQuantity: change.to, lastUpdated: sql`now()` }).where(eq(inventoryProducts.key, change.key));
  }
  if (changes.length > 0) {
    await tx.update(inventoryState).set({ version: sql`${inventoryState.version} + 1` }).where(eq(inventoryState.id, INVENTORY_STATE_ID));
  }
  return changes;
}

/** The staff inventory panel and the public total behind every visitor's urgency bar. */
export function createInventoryService(deps: Pick<AppDeps, 'database' | 'logger'>) {
  const { db, pool } = deps.database;
  const totals = createCache<InventoryTotalResponse>({ maxAgeMs: VISITOR_READ_MAX_AGE_MS, staleOnError: { logger: deps.logger, what: 'inventory total' } });
  // One consistent snapshot: the version never claims newer quantities than the ones listed.
  const list = () => withTransaction(pool, (tx) => readInventory(tx, deps.logger), { readOnlySnapshot: true });

  return {
    list,

    /** Polled by every visitor: one query a second at most per instance (see read-cache.ts). */
    total: () => totals.get('total', () => sumInventory(db)),

    /**
     * Saves the quantities in one transaction if nobody saved since `input.version`
     * (docs/product.md#inventory): all or nothing, only changed products get a new
     * `lastUpdated`. Answers the inventory as it now is and what changed.
     */
    async update(actorId: number, input: InventoryUpdateRequest): Promise<{ inventory: InventoryResponse; changes: InventoryChange[] }> {
      const changes = await withTransaction(pool, async (tx) => {
        const applied = await applyUpdate(tx, input);
        if (applied.length > 0) {
          const details = { changes: applied.map((change) => ({ field: change.productName, from: change.from, to: change.to })) };
          await recordActivity(tx, { actorId, action: 'inventory.update', details });
        }
        return applied;
      });
      if (changes.length > 0) totals.delete('total');
      return { inventory: await list(), changes };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
