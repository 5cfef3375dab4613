import { useMutation } from '@tanstack/react-query';
import { resetRequestResponseSchema, type ResetRequest } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/reset-password-request: the same answer for any e-mail; `resetToken` only in development. */
export const requestPasswordReset = (input: ResetRequest) =>
  apiRequest('POST', '/api/auth/reset-password-request', input, resetRequestResponseSchema);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
