import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageResponseSchema } from '@shared/audit';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/audit?page=: one page of the activity log, newest first. */
export const getAuditPage = (page: number) => apiRequest('GET', `/api/admin/audit?page=${page}`, undefined, auditPageResponseSchema);

export const auditPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/audit', page],
    queryFn: () => getAuditPage(page),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAuditPage = (page: number) => useQuery(auditPageQuery(page));
