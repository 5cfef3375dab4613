import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaUploadResponseSchema, type MediaUploadFields } from '@shared/media';
import { apiFetch } from '@/lib/api-client';
import { mediaQuery } from './get-media';

/** Multipart: the file and its alt texts; the server makes the sizes before it answers. */
export async function uploadMedia({ file, fields }: { file: File; fields: MediaUploadFields }) {
  const body = new FormData();
  body.set('alt_es', fields.alt_es);
  body.set('alt_en', fields.alt_en);
  body.set('file', file);
  const response = await apiFetch('/api/admin/media', { method: 'POST', headers: { Accept: 'application/json' }, body });
  return mediaUploadResponseSchema.parse(await response.json());
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQuery.queryKey }),
  });
}
