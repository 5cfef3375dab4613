import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageResponseSchema, type AuditQuery } from '@shared/audit';
import { apiRequest } from '@/lib/api-client';

/** The activity page's filters: everything of AuditQuery but the page. */
export type AuditFilter = Omit<AuditQuery, 'page'>;

const queryString = (page: number, filter: AuditFilter) => {
  const params = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
};

/** GET /api/admin/audit?page=&actor=&kind=&from=&to=: one page of the activity log, newest first. */
export const getAuditPage = (page: number, filter: AuditFilter = {}) =>
  apiRequest('GET', `/api/admin/audit?${queryString(page, filter)}`, undefined, auditPageResponseSchema);

export const auditPageQuery = (page: number, filter: AuditFilter = {}) =>
  queryOptions({
    queryKey: ['/api/admin/audit', page, filter],
    queryFn: () => getAuditPage(page, filter),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAuditPage = (page: number, filter: AuditFilter = {}) => useQuery(auditPageQuery(page, filter));
