import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffQuery } from './get-staff';

/** POST /api/admin/staff/:id/reset-2fa (204): the member's second factor and recovery codes go; 409 for one's own account. */
export const resetMemberTwoFactor = (id: number) => apiRequest('POST', `/api/admin/staff/${id}/reset-2fa`);

export function useResetMemberTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
