import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mediaQuery } from '@/lib/media-api/get-media';
import { mediaSlotsQuery } from './get-media-slots';

/** `force`: also takes it out of the places that show it (else 409 while one does). */
export const deleteMedia = ({ id, force }: { id: string; force: boolean }) =>
  apiRequest('DELETE', `/api/admin/media/${encodeURIComponent(id)}${force ? '?force=1' : ''}`);

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: mediaQuery.queryKey }), queryClient.invalidateQueries({ queryKey: mediaSlotsQuery.queryKey })]),
  });
}
