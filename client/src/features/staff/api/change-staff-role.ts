import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@shared/auth';
import { staffMemberResponseSchema } from '@shared/staff';
import { apiRequest } from '@/lib/api-client';
import { staffQuery } from './get-staff';

/** PATCH /api/admin/staff/:id `{ role }` → the member; 409 for the last administrator. */
export const changeStaffRole = async ({ id, role }: { id: number; role: StaffRole }) =>
  (await apiRequest('PATCH', `/api/admin/staff/${id}`, { role }, staffMemberResponseSchema)).member;

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
