import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffQuery } from './get-staff';

/** DELETE /api/admin/staff/:id (204): the account goes and its sessions end; 409 for the last administrator. */
export const removeStaffMember = (id: number) => apiRequest('DELETE', `/api/admin/staff/${id}`);

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
