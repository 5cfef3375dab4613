import * as z from 'zod/mini';
import type { ProductKey } from './site-facts';

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

/** The boxes the inventory counts, by their key (shared/site-facts.ts), in display order. */
export const INVENTORY_PRODUCT_KEYS = ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'] as const satisfies readonly ProductKey[];

const productKeySchema = z.enum(INVENTORY_PRODUCT_KEYS, 'Producto desconocido');

const inventoryProductSchema = z.object({
  /** The box: partyMix, candyMix, spicyMix or chocoBox. */
  key: productKeySchema,
  productName: z.string(),
  /** The box's ASIN as staff set it in the site settings; null while unset. */
  asin: z.nullable(z.string()),
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
 * POST /api/inventory/update (staff): products by their key, each at most once, saved all or
 * nothing, from the `version` the page loaded (409 when another save came first).
 */
export const inventoryUpdateRequestSchema = z.object({
  version: inventoryVersionSchema,
  products: z
    .array(
      z.object({
        key: productKeySchema,
        // The name is shown by the client and sent back; the stored name is kept.
        productName: z.optional(z.string().check(z.maxLength(200))),
        availableQuantity: inventoryQuantitySchema,
      }),
    )
    .check(
      z.minLength(1, 'No hay cantidades que guardar'),
      z.maxLength(100),
      z.refine((products) => new Set(products.map((product) => product.key)).size === products.length, 'Un producto aparece más de una vez'),
    ),
});

export type InventoryProduct = z.infer<typeof inventoryProductSchema>;
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;
export type InventoryUpdateRequest = z.infer<typeof inventoryUpdateRequestSchema>;
