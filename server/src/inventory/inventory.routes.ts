import { Router } from 'express';
import { inventoryUpdateRequestSchema } from '@shared/inventory';
import { requireStaff, staffId } from '../http/session';
import type { AppDeps } from '../deps';
import { PUBLIC_READ_CACHE, publicRead } from '../http/public-read';
import { createInventoryService } from './inventory.service';

/** The staff inventory panel and the public total behind every visitor's urgency bar. */
export function inventoryRoutes(deps: Pick<AppDeps, 'database' | 'logger'>): Router {
  const router = Router();
  const inventory = createInventoryService(deps);

  // Polled by every visitor's urgency bar.
  router.get('/inventory/total', publicRead(inventory.total, PUBLIC_READ_CACHE.inventoryTotal));

  router.get('/inventory', requireStaff, async (_req, res) => {
    res.json(await inventory.list());
  });

  router.post('/inventory/update', requireStaff, async (req, res) => {
    const { inventory: saved } = await inventory.update(staffId(req), inventoryUpdateRequestSchema.parse(req.body));
    res.json(saved);
  });

  return router;
}
