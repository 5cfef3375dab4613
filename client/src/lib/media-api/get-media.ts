import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaListResponseSchema } from '@shared/media';
import { apiRequest } from '@/lib/api-client';

export const getMedia = () => apiRequest('GET', '/api/admin/media', undefined, mediaListResponseSchema);

export const mediaQuery = queryOptions({ queryKey: ['/api/admin/media'], queryFn: getMedia });

/** The library (staff): every photo and video, newest first, with where each is placed. */
export const useMedia = () => useQuery(mediaQuery);
