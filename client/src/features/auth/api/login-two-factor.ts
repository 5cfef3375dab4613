import { useMutation } from '@tanstack/react-query';
import { currentUserResponseSchema } from '@shared/auth';
import type { TwoFactorLogin } from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/login/2fa `{ code, rememberDevice }` after the password → the signed-in user;
 * 401 INVALID_TWO_FACTOR_CODE or TWO_FACTOR_STEP_EXPIRED (the password step is gone), 429 when limited.
 */
export const loginTwoFactor = async (input: TwoFactorLogin) => (await apiRequest('POST', '/api/auth/login/2fa', input, currentUserResponseSchema)).user;

export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });
