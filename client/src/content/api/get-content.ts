import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteContentSchema } from '@shared/content';
import { apiRequest } from '@/lib/api-client';

/** GET /api/content: the content staff published, or the empty default. */
export const getPublishedContent = () => apiRequest('GET', '/api/content', undefined, siteContentSchema);

export const publishedContentQuery = queryOptions({
  queryKey: ['/api/content'],
  queryFn: getPublishedContent,
});

export const usePublishedContent = () => useQuery(publishedContentQuery);
