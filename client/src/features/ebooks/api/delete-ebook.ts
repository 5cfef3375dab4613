import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ebooksQuery } from './get-ebooks';

export const deleteEbook = (id: string) => apiRequest('DELETE', `/api/admin/ebook/${encodeURIComponent(id)}`);

/** Removes the file and its object; the list reloads afterwards. */
export function useDeleteEbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEbook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ebooksQuery.queryKey }),
  });
}
