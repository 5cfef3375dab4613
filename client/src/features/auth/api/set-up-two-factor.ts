import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupResponseSchema } from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/2fa/setup → a new secret and its QR code, working once /enable confirms it; 409 when already on. */
export const setUpTwoFactor = () => apiRequest('POST', '/api/auth/2fa/setup', undefined, twoFactorSetupResponseSchema);

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
