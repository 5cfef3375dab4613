import * as z from 'zod/mini';

/** GET /api/inventory/total (public; feeds the urgency bar). */
export const inventoryTotalResponseSchema = z.object({
  totalBoxes: z.number().check(z.int(), z.nonnegative()),
});

export type InventoryTotalResponse = z.infer<typeof inventoryTotalResponseSchema>;

export const INVENTORY_MAX_QUANTITY = 100_000;

/** INVENTORY_MAX_QUANTITY as Spanish writes it: a literal, since the first toLocaleString('es-ES') of a page loads the locale's data (a long task on a phone). */
export const INVENTORY_MAX_QUANTITY_TEXT = '100.000';

const quantityMessage = `La cantidad debe ser un número entero entre 0 y ${INVENTORY_MAX_QUANTITY_TEXT}`;

/** Boxes available of one product: a whole number from 0 to 100,000. */
const inventoryQuantitySchema = z.number(quantityMessage).check(
  z.int(quantityMessage),
  z.minimum(0, quantityMessage),
  z.maximum(INVENTORY_MAX_QUANTITY, quantityMessage),
);

const inventoryProductSchema = z.object({
  productName: z.string(),
  asin: z.string(),
  availableQuantity: z.number(),
  /** ISO 8601. */
  lastUpdated: z.string(),
});

const inventoryVersionSchema = z.number('Falta la versión del inventario').check(z.int(), z.nonnegative());

/**
 * GET /api/inventory (staff). `lastUpdated` is the newest product change, null without
 * products; `version` changes with every save that changes a quantity.
 */
export const inventoryResponseSchema = z.object({
  products: z.array(inventoryProductSchema),
  lastUpdated: z.nullable(z.string()),
  version: inventoryVersionSchema,
});

/**
 * POST /api/inventory/update (staff): known ASINs only, each at most once, saved all or
 * nothing, from the `version` the page loaded (409 when another save came first).
 */
export const inventoryUpdateRequestSchema = z.object({
  version: inventoryVersionSchema,
  products: z
    .array(
      z.object({
        // The name is shown by the client and sent back; the stored name is kept.
        productName: z.optional(z.string().check(z.maxLength(200))),
        asin: z.string().check(z.trim(), z.regex(/^[A-Z0-9]{10}$/, 'ASIN no válido')),
        availableQuantity: inventoryQuantitySchema,
      }),
    )
    .check(
      z.minLength(1, 'No hay cantidades que guardar'),
      z.maxLength(100),
      z.refine((products) => new Set(products.map((product) => product.asin)).size === products.length, 'Un ASIN aparece más de una vez'),
    ),
});

export type InventoryProduct = z.infer<typeof inventoryProductSchema>;
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;
export type InventoryUpdateRequest = z.infer<typeof inventoryUpdateRequestSchema>;
