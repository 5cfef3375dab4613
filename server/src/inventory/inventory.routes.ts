import { Router } from 'express';
import { inventoryUpdateRequestSchema } from '@shared/inventory';
import { requireStaff, staffId } from '../http/session';
import type { AppDeps } from '../deps';
import type { PublicReads } from '../http/public-reads';
import { createInventoryService } from './inventory.service';

/** The staff inventory panel and the public total behind every visitor's urgency bar. */
export function inventoryRoutes(deps: Pick<AppDeps, 'database' | 'logger'>, publicReads: PublicReads): Router {
  const router = Router();
  const inventory = createInventoryService(deps);

  // Polled by every visitor's urgency bar; never stored by browsers, so a change shows at the next poll.
  publicReads.define('/inventory/total', { cacheControl: 'no-store', load: inventory.total });

  router.get('/inventory', requireStaff, async (_req, res) => {
    res.json(await inventory.list());
  });

  router.post('/inventory/update', requireStaff, async (req, res) => {
    const { inventory: saved } = await inventory.update(staffId(req), inventoryUpdateRequestSchema.parse(req.body));
    res.json(saved);
  });

  return router;
}
