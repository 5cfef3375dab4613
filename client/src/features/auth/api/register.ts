import { useMutation } from '@tanstack/react-query';
import { currentUserResponseSchema, type RegisterRequest } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/register → the new user, already signed in (403 without a valid invitation). */
export const register = async (input: RegisterRequest) =>
  (await apiRequest('POST', '/api/auth/register', input, currentUserResponseSchema)).user;

export const useRegister = () => useMutation({ mutationFn: register });
