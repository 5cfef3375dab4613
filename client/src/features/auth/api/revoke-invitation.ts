import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationsQuery } from './get-invitations';

/** DELETE /api/admin/invites/:id: the link stops working. */
export const revokeInvitation = (id: number) => apiRequest('DELETE', `/api/admin/invites/${id}`);

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
