import { Router } from 'express';
import { inventoryUpdateRequestSchema, type InventoryTotalResponse } from '@shared/inventory';
import { requireStaff } from '../auth/session';
import type { Database } from '../db/client';
import type { PublicReads } from '../http/public-reads';
import type { Logger } from '../lib/logger';
import { createReadCache } from '../lib/read-cache';
import { getInventory, sumInventory, updateInventory } from './inventory.service';

/** The staff inventory panel and the public total behind every visitor's urgency bar. */
export function inventoryRoutes(deps: { database: Database; logger: Logger; publicReads: PublicReads }): Router {
  const router = Router();
  const { db } = deps.database;
  const total = createReadCache(async (): Promise<InventoryTotalResponse> => ({ totalBoxes: await sumInventory(db) }), {
    what: 'inventory total',
    logger: deps.logger,
  });

  // Polled by every visitor's urgency bar; never stored by browsers, so a change shows at the next poll.
  deps.publicReads.define('/inventory/total', { cacheControl: 'no-store', load: total.get });

  router.get('/inventory', requireStaff, async (_req, res) => {
    res.json(await getInventory(db));
  });

  router.post('/inventory/update', requireStaff, async (req, res) => {
    const input = inventoryUpdateRequestSchema.parse(req.body);
    await updateInventory(db, input);
    total.invalidate();
    res.json(await getInventory(db));
  });

  return router;
}
