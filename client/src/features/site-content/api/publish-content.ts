import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteContentSchema, type SiteContent } from '@shared/site-content';
import { apiRequest } from '@/lib/api-client';
import { publishedContentQuery } from './get-site-content';

/** PUT /api/content (staff session): the content every visitor will see. */
export const publishContent = (content: SiteContent) => apiRequest('PUT', '/api/content', content, siteContentSchema);

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContent,
    onSuccess: (content) => queryClient.setQueryData(publishedContentQuery.queryKey, content),
  });
}
