import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaSlotResponseSchema, type MediaSlot } from '@shared/media';
import { apiRequest } from '@/lib/api-client';
import { mediaQuery } from '@/lib/media-api/get-media';
import { mediaSlotsQuery } from './get-media-slots';

export const placeMedia = ({ slot, items }: { slot: MediaSlot; items: string[] }) =>
  apiRequest('PUT', `/api/admin/media/slots/${encodeURIComponent(slot)}`, { items }, mediaSlotResponseSchema);

/** Saves what a place shows; the library's "used in" and the slots reload. */
export function usePlaceMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeMedia,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: mediaSlotsQuery.queryKey }), queryClient.invalidateQueries({ queryKey: mediaQuery.queryKey })]),
  });
}
