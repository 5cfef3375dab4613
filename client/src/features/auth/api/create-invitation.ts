import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdInvitationSchema, type StaffRole } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { invitationsQuery } from './get-invitations';

/** POST /api/admin/invites `{ role }` → the single-use link (shown once: only its hash is stored). */
export const createInvitation = (role: StaffRole) => apiRequest('POST', '/api/admin/invites', { role }, createdInvitationSchema);

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
