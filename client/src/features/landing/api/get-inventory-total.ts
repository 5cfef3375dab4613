import { queryOptions } from '@tanstack/react-query';
import { facts } from '@shared/site-facts';
import { apiRequest } from '@/lib/api-client';
import { useDeferredQuery } from '@/lib/deferred-query';

/** How often the urgency bar re-reads the inventory (docs/product.md#constants): the count moves slowly. */
const INVENTORY_POLL_MS = 10 * 60 * 1000;

// The schema (and zod) load with the answer, not with the landing page's first JavaScript.
export const getInventoryTotal = async () => {
  const { inventoryTotalResponseSchema } = await import('@shared/inventory');
  return apiRequest('GET', '/api/inventory/total', undefined, inventoryTotalResponseSchema);
};

export const inventoryTotalQuery = queryOptions({
  queryKey: ['/api/inventory/total'],
  queryFn: getInventoryTotal,
  refetchInterval: INVENTORY_POLL_MS,
  refetchIntervalInBackground: false,
});

/** Boxes left for the urgency bar; the site facts' fallback count while unknown or when the request fails. */
export function useBoxesLeft(): number {
  const { data, isError } = useDeferredQuery(inventoryTotalQuery);
  return data && !isError ? data.totalBoxes : facts.fallbackBoxesLeft;
}
