import * as z from 'zod/mini';

/** GET /api/inventory/total (public; feeds the urgency bar). */
export const inventoryTotalResponseSchema = z.object({
  totalBoxes: z.number().check(z.int(), z.nonnegative()),
});

export type InventoryTotalResponse = z.infer<typeof inventoryTotalResponseSchema>;
