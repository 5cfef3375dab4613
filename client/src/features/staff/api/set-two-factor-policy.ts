import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorPolicySchema } from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';
import { staffQuery } from './get-staff';

/** PUT /api/admin/staff/two-factor-policy `{ required }` → the same: whether every staff account must sign in with two steps. */
export const setTwoFactorPolicy = async (input: { required: boolean }) =>
  (await apiRequest('PUT', '/api/admin/staff/two-factor-policy', input, twoFactorPolicySchema)).required;

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorPolicy,
    // Reading the list again also tells an admin without a second factor, by its 403, that the requirement now holds for them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
