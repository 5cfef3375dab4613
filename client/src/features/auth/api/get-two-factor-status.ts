import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/2fa: whether the signed-in person's second factor is on, required, and how many recovery codes are left. */
export const getTwoFactorStatus = () => apiRequest('GET', '/api/auth/2fa', undefined, twoFactorStatusSchema);

// Read afresh each time the dialog opens: a recovery code may have been used since.
export const twoFactorStatusQuery = queryOptions({ queryKey: ['/api/auth/2fa'], queryFn: getTwoFactorStatus, staleTime: 0 });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery);
