import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryResponseSchema, type InventoryUpdateRequest } from '@shared/inventory';
import { apiRequest } from '@/lib/api-client';
import { inventoryQuery } from './get-inventory';

export const updateInventory = (input: InventoryUpdateRequest) => apiRequest('POST', '/api/inventory/update', input, inventoryResponseSchema);

/** Saves the changed quantities from the version shown; the answer is the inventory as saved. */
export function useUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventory,
    onSuccess: (inventory) => queryClient.setQueryData(inventoryQuery.queryKey, inventory),
  });
}
