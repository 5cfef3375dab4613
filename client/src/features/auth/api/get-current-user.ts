import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserResponseSchema } from '@shared/auth';
import { getQueryFn } from '@/lib/api-client';

const AUTH_CACHE_MS = 5 * 60 * 1000;

/** GET /api/auth/me: the user, or null when signed out; cached 5 minutes, no retry. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/me'],
  queryFn: async (context) => {
    const body = await getQueryFn<unknown>({ on401: 'returnNull' })(context);
    return body ? currentUserResponseSchema.parse(body).user : null;
  },
  staleTime: AUTH_CACHE_MS,
  gcTime: AUTH_CACHE_MS,
  retry: false,
});

export const useCurrentUser = () => useQuery(currentUserQuery);
