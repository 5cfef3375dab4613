import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordRequest } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/change-password → `{ message }`; 400 'Credenciales inválidas' when the
 * current password is wrong. The account's other sessions end; this one stays.
 */
export const changePassword = (input: ChangePasswordRequest) => apiRequest('POST', '/api/auth/change-password', input, messageResponseSchema);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
