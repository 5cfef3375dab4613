import { useCallback, useMemo, useState } from 'react';
import type { InventoryProduct } from '@shared/inventory';
import { parseQuantity } from '../lib/parse-quantity';

/**
 * The quantities being edited, per ASIN. They restart from the stored ones each time the
 * inventory (re)loads, so after a successful save the page shows what was saved; a failed
 * save reloads nothing and the edits stay.
 */
export function useInventoryEdits(products: InventoryProduct[] | undefined) {
  const [edited, setEdited] = useState<Record<string, number>>({});
  const [editedFrom, setEditedFrom] = useState(products);
  if (products && products !== editedFrom) {
    setEditedFrom(products);
    setEdited(Object.fromEntries(products.map((product) => [product.asin, product.availableQuantity])));
  }

  const setQuantity = useCallback((asin: string, raw: string) => {
    setEdited((current) => ({ ...current, [asin]: parseQuantity(raw) }));
  }, []);

  return useMemo(() => {
    const list = products ?? [];
    const quantityOf = (product: InventoryProduct) => edited[product.asin] ?? product.availableQuantity;
    return {
      quantityOf,
      setQuantity,
      total: list.reduce((sum, product) => sum + quantityOf(product), 0),
      isDirty: list.some((product) => quantityOf(product) !== product.availableQuantity),
      /** The request body: every product with its edited quantity. */
      changes: list.map((product) => ({ productName: product.productName, asin: product.asin, availableQuantity: quantityOf(product) })),
    };
  }, [edited, products, setQuantity]);
}
