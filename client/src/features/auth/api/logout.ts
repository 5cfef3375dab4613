import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout (204). */
export const logout = () => apiRequest('POST', '/api/auth/logout');

export const useLogout = () => useMutation({ mutationFn: logout });
