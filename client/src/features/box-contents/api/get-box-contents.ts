import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxContentsResponseSchema } from '@shared/box-contents';
import { apiRequest } from '@/lib/api-client';

export const getBoxContents = () => apiRequest('GET', '/api/admin/box-contents', undefined, boxContentsResponseSchema);

export const boxContentsQuery = queryOptions({ queryKey: ['/api/admin/box-contents'], queryFn: getBoxContents });

/** What is inside each box as saved, with the settings' version (staff). */
export const useBoxContents = () => useQuery(boxContentsQuery);
