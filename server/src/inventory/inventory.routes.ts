import { Router } from 'express';
import { inventoryUpdateRequestSchema, type InventoryTotalResponse } from '@shared/inventory';
import { requireStaff } from '../auth/session';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { createReadCache } from '../lib/read-cache';
import { getInventory, sumInventory, updateInventory } from './inventory.service';

/** The staff inventory panel and the public total behind every visitor's urgency bar. */
export function inventoryRoutes(deps: { database: Database; logger: Logger }): Router {
  const router = Router();
  const { db } = deps.database;
  const total = createReadCache(() => sumInventory(db), { what: 'inventory total', logger: deps.logger });

  router.get('/inventory/total', async (_req, res) => {
    const body: InventoryTotalResponse = { totalBoxes: await total.get() };
    res.json(body);
  });

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
