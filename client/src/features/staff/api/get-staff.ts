import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffListResponseSchema } from '@shared/staff';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/staff: every staff account, administrators first, and whether two-step sign-in is required of them. */
export const getStaff = () => apiRequest('GET', '/api/admin/staff', undefined, staffListResponseSchema);

export const staffQuery = queryOptions({ queryKey: ['/api/admin/staff'], queryFn: getStaff });

export const useStaff = () => useQuery(staffQuery);
