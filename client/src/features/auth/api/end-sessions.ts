import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endedSessionsResponseSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { sessionsQuery } from './get-sessions';

/** DELETE /api/auth/sessions/:id (204): that device is signed out. */
export const endSession = (id: string) => apiRequest('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);

/** POST /api/auth/sessions/end-others: every session but this one ends. */
export const endOtherSessions = () => apiRequest('POST', '/api/auth/sessions/end-others', undefined, endedSessionsResponseSchema);

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }) });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }) });
}
