import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordRequest } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/reset-password: 400 for an unknown, used or expired token. */
export const resetPassword = (input: ResetPasswordRequest) => apiRequest('POST', '/api/auth/reset-password', input, messageResponseSchema);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
