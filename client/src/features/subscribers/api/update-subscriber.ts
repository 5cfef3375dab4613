import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

/** PATCH /api/vip/subscribers/:id {isActive}: deactivates or reactivates one subscriber. */
export const updateSubscriber = ({ id, isActive }: { id: number; isActive: boolean }) => apiRequest('PATCH', `${SUBSCRIBERS_KEY}/${id}`, { isActive });

export function useUpdateSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriber,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIBERS_KEY] }),
  });
}
