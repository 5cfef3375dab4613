import { useMutation } from '@tanstack/react-query';
import { currentUserResponseSchema, type LoginRequest } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login → the signed-in user (401 'Credenciales inválidas', 429 when limited). */
export const login = async (input: LoginRequest) => (await apiRequest('POST', '/api/auth/login', input, currentUserResponseSchema)).user;

export const useLogin = () => useMutation({ mutationFn: login });
