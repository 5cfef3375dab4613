import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffSessionsResponseSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/sessions: the signed-in person's open sessions, the most recently active first. */
export const getSessions = async () => (await apiRequest('GET', '/api/auth/sessions', undefined, staffSessionsResponseSchema)).sessions;

// Read afresh each time the list opens: sessions begin and end elsewhere.
export const sessionsQuery = queryOptions({ queryKey: ['/api/auth/sessions'], queryFn: getSessions, staleTime: 0 });

export const useSessions = (enabled: boolean) => useQuery({ ...sessionsQuery, enabled });
