import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffListResponseSchema } from '@shared/staff';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/staff: every staff account, administrators first. */
export const getStaff = async () => (await apiRequest('GET', '/api/admin/staff', undefined, staffListResponseSchema)).staff;

export const staffQuery = queryOptions({ queryKey: ['/api/admin/staff'], queryFn: getStaff });

export const useStaff = () => useQuery(staffQuery);
