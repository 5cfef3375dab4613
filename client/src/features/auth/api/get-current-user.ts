import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserResponseSchema } from '@shared/auth';
import { ApiError, apiRequest } from '@/lib/api-client';

const AUTH_CACHE_MS = 5 * 60 * 1000;

/** GET /api/auth/me: the signed-in user, or null when the answer is 401 (signed out). */
export async function getCurrentUser() {
  try {
    return (await apiRequest('GET', '/api/auth/me', undefined, currentUserResponseSchema)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The current user, kept for AUTH_CACHE_MS, no retry. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/me'],
  queryFn: getCurrentUser,
  staleTime: AUTH_CACHE_MS,
  gcTime: AUTH_CACHE_MS,
  retry: false,
});

export const useCurrentUser = () => useQuery(currentUserQuery);
