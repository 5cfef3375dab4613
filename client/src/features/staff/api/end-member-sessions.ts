import { useMutation } from '@tanstack/react-query';
import { endedSessionsResponseSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/staff/:id/end-sessions: every device of the member is signed out. */
export const endMemberSessions = (id: number) => apiRequest('POST', `/api/admin/staff/${id}/end-sessions`, undefined, endedSessionsResponseSchema);

export const useEndMemberSessions = () => useMutation({ mutationFn: endMemberSessions });
