import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaSlotsResponseSchema } from '@shared/media';
import { apiRequest } from '@/lib/api-client';

export const getMediaSlots = () => apiRequest('GET', '/api/admin/media/slots', undefined, mediaSlotsResponseSchema);

export const mediaSlotsQuery = queryOptions({ queryKey: ['/api/admin/media/slots'], queryFn: getMediaSlots });

/** What each place of the landing page shows, in order. */
export const useMediaSlots = () => useQuery(mediaSlotsQuery);
