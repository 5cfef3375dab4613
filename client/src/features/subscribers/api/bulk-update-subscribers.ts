import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriberBulkResponseSchema, type SubscriberBulkRequest } from '@shared/subscribers';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

/** POST /api/vip/subscribers/bulk: the ticked rows (`ids`) or all matching `filter`; answers `{affected}`. */
export const bulkUpdateSubscribers = (request: SubscriberBulkRequest) => apiRequest('POST', `${SUBSCRIBERS_KEY}/bulk`, request, subscriberBulkResponseSchema);

export function useBulkUpdateSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateSubscribers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIBERS_KEY] }),
  });
}
