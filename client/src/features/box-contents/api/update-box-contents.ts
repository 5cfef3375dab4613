import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxContentsResponseSchema, type BoxContentsUpdateRequest } from '@shared/box-contents';
import { apiRequest } from '@/lib/api-client';
import { siteConfigQuery } from '@/lib/site-config';
import { boxContentsQuery } from './get-box-contents';

export const updateBoxContents = (input: BoxContentsUpdateRequest) => apiRequest('PUT', '/api/admin/box-contents', input, boxContentsResponseSchema);

/** Saves every box's contents from the version shown; the answer is the contents as saved. */
export function useUpdateBoxContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBoxContents,
    onSuccess: (saved) => {
      queryClient.setQueryData(boxContentsQuery.queryKey, saved);
      // The site's own pages in this tab (the landing page opened from here) follow at once.
      void queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
    },
  });
}
