import { Router } from 'express';
import { inventoryUpdateRequestSchema } from '@shared/inventory';
import { requireStaff, staffId } from '../http/session';
import type { InventoryService } from './inventory.service';

/** The staff inventory panel (the public total behind the urgency bar is one of app.ts's public reads). */
export function inventoryRoutes(inventory: InventoryService): Router {
  const router = Router();

  router.get('/inventory', requireStaff, async (_req, res) => {
    res.json(await inventory.list());
  });

  router.post('/inventory/update', requireStaff, async (req, res) => {
    const { inventory: saved } = await inventory.update(staffId(req), inventoryUpdateRequestSchema.parse(req.body));
    res.json(saved);
  });

  return router;
}
