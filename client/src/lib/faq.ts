import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/faq: the FAQ every visitor reads (the landing page's section, staff's editor). */
export const faqQuery = queryOptions({
  queryKey: ['/api/faq'],
  // The schema (and zod) load with the answer, not with the landing page's first JavaScript.
  queryFn: async () => {
    const { faqListSchema } = await import('@shared/faq');
    return apiRequest('GET', '/api/faq', undefined, faqListSchema);
  },
});
