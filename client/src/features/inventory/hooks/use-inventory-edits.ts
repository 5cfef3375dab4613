import { useCallback, useMemo, useState } from 'react';
import type { InventoryProduct } from '@shared/inventory';
import type { ProductKey } from '@shared/site-facts';
import { parseQuantity, typedQuantity } from '../lib/parse-quantity';

/**
 * The quantities being edited, per box key, as typed (an emptied field stays empty while typing;
 * it counts as 0). They stay when the inventory reloads after a conflict, so staff keep their
 * edits over the new numbers; `reset` drops them (after a save, or to discard).
 */
export function useInventoryEdits(products: InventoryProduct[] | undefined) {
  const [edited, setEdited] = useState<Partial<Record<ProductKey, string>>>({});

  const setQuantity = useCallback((key: ProductKey, raw: string) => {
    setEdited((current) => ({ ...current, [key]: typedQuantity(raw) }));
  }, []);
  const reset = useCallback(() => setEdited({}), []);

  return useMemo(() => {
    const list = products ?? [];
    const fieldValue = (product: InventoryProduct) => edited[product.key] ?? String(product.availableQuantity);
    const quantityOf = (product: InventoryProduct) => {
      const typed = edited[product.key];
      return typed === undefined ? product.availableQuantity : parseQuantity(typed);
    };
    const changed = list.filter((product) => quantityOf(product) !== product.availableQuantity);
    return {
      fieldValue,
      quantityOf,
      setQuantity,
      reset,
      total: list.reduce((sum, product) => sum + quantityOf(product), 0),
      isDirty: changed.length > 0,
      /** The request's products: those whose quantity differs from the stored one. */
      changes: changed.map((product) => ({ key: product.key, productName: product.productName, availableQuantity: quantityOf(product) })),
    };
  }, [edited, products, setQuantity, reset]);
}
