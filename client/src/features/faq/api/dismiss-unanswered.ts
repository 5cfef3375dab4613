import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unansweredQuery } from './get-unanswered';

export const dismissUnanswered = (text: string) => apiRequest('POST', '/api/admin/chat/unanswered/dismiss', { text });

/** Removes one question from the list (staff answered it, or it needs no answer). */
export function useDismissUnanswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissUnanswered,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unansweredQuery.queryKey }),
  });
}
