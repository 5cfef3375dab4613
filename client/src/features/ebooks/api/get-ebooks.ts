import { queryOptions, useQuery } from '@tanstack/react-query';
import { ebookListResponseSchema } from '@shared/ebooks';
import { apiRequest } from '@/lib/api-client';

export const getEbooks = () => apiRequest('GET', '/api/admin/ebooks/list', undefined, ebookListResponseSchema);

export const ebooksQuery = queryOptions({ queryKey: ['/api/admin/ebooks/list'], queryFn: getEbooks });

/** The uploaded ebooks (staff); their download links are short-lived. */
export const useEbooks = () => useQuery(ebooksQuery);
