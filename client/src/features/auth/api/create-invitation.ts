import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdInvitationSchema, type CreateInvitationRequest } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { invitationsQuery } from './get-invitations';

/** POST /api/admin/invites `{ role, email }` → the single-use link, e-mailed to that address (shown once: only its hash is stored). */
export const createInvitation = (request: CreateInvitationRequest) => apiRequest('POST', '/api/admin/invites', request, createdInvitationSchema);

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
