import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useDeferredQuery } from '@/lib/deferred-query';

/** GET /api/content: the content staff published, or the empty default. */
// The schema (and zod) load with the answer, not with the landing page's first JavaScript.
export const getPublishedContent = async () => {
  const { siteContentSchema } = await import('@shared/site-content');
  return apiRequest('GET', '/api/content', undefined, siteContentSchema);
};

export const publishedContentQuery = queryOptions({
  queryKey: ['/api/content'],
  queryFn: getPublishedContent,
});

/** Read once React Query has loaded (lib/deferred-query): the landing page's first screen waits for nothing. */
export const usePublishedContent = () => useDeferredQuery(publishedContentQuery);
