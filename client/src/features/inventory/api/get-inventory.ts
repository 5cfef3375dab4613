import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryResponseSchema } from '@shared/inventory';
import { apiRequest } from '@/lib/api-client';

export const getInventory = () => apiRequest('GET', '/api/inventory', undefined, inventoryResponseSchema);

export const inventoryQuery = queryOptions({ queryKey: ['/api/inventory'], queryFn: getInventory });

/** Every product with its stored quantity (staff). */
export const useInventory = () => useQuery(inventoryQuery);
