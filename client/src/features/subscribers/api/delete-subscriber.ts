import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

/** DELETE /api/vip/subscribers/:id */
export const deleteSubscriber = (id: number) => apiRequest('DELETE', `${SUBSCRIBERS_KEY}/${id}`);

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIBERS_KEY] }),
  });
}
