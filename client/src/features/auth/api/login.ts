import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { currentUserResponseSchema, type LoginRequest } from '@shared/auth';
import { twoFactorRequiredResponseSchema } from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';

const loginResponseSchema = z.union([currentUserResponseSchema, twoFactorRequiredResponseSchema]);

/**
 * POST /api/auth/login → `{ user }` (signed in), or `{ twoFactorRequired: true }` when the
 * account asks for a code next (POST /api/auth/login/2fa); 401 'Credenciales inválidas', 429 when limited.
 */
export const login = (input: LoginRequest) => apiRequest('POST', '/api/auth/login', input, loginResponseSchema);

export const useLogin = () => useMutation({ mutationFn: login });
