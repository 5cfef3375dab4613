import { useMutation } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/2fa/enable `{ code }` → the recovery codes, shown once; 400 for a wrong code,
 * 409 when no setup is pending. Nothing is read again here: the screen does it once the codes
 * are put away (useTwoFactorChanged), else the required-setup screen would give way to the
 * admin pages with the codes still unread.
 */
export const enableTwoFactor = async (input: { code: string }) => (await apiRequest('POST', '/api/auth/2fa/enable', input, recoveryCodesResponseSchema)).recoveryCodes;

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
