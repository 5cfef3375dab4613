import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryResponseSchema, type InventoryUpdateRequest } from '@shared/inventory';
import { apiRequest } from '@/lib/api-client';
import { inventoryQuery } from './get-inventory';

export const updateInventory = (input: InventoryUpdateRequest) => apiRequest('POST', '/api/inventory/update', input, inventoryResponseSchema);

/** Saves every quantity at once; on success the inventory is loaded again. */
export function useUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQuery.queryKey }),
  });
}
