import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditActorsResponseSchema } from '@shared/audit';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/audit/actors: every e-mail that appears in the log. */
export const getAuditActors = async () => (await apiRequest('GET', '/api/admin/audit/actors', undefined, auditActorsResponseSchema)).actors;

export const auditActorsQuery = queryOptions({ queryKey: ['/api/admin/audit/actors'], queryFn: getAuditActors });

export const useAuditActors = () => useQuery(auditActorsQuery);
