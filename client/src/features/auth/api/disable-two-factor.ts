import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useTwoFactorChanged } from '../hooks/use-two-factor-changed';

/** POST /api/auth/2fa/disable `{ password }` (204); 400 'Credenciales inválidas', 409 when an admin requires it. */
export const disableTwoFactor = (input: { password: string }) => apiRequest('POST', '/api/auth/2fa/disable', input);

export function useDisableTwoFactor() {
  const twoFactorChanged = useTwoFactorChanged();
  // Read again after a refusal too: a 409 means an admin has just required it.
  return useMutation({ mutationFn: disableTwoFactor, onSettled: twoFactorChanged });
}
