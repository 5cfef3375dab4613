import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdInvitationSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { invitationsQuery } from './get-invitations';

/** POST /api/admin/invites → the single-use link (shown once: only its hash is stored). */
export const createInvitation = () => apiRequest('POST', '/api/admin/invites', undefined, createdInvitationSchema);

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
