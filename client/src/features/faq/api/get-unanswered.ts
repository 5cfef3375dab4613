import { queryOptions, useQuery } from '@tanstack/react-query';
import { unansweredListSchema } from '@shared/faq';
import { apiRequest } from '@/lib/api-client';

export const getUnanswered = () => apiRequest('GET', '/api/admin/chat/unanswered', undefined, unansweredListSchema);

export const unansweredQuery = queryOptions({ queryKey: ['/api/admin/chat/unanswered'], queryFn: getUnanswered });

/** What visitors asked Chapincito that it could not answer, most asked first. */
export const useUnanswered = () => useQuery(unansweredQuery);
