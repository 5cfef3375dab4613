import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationStatusSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/registration-status: may /register show its form (first account, or a valid invitation)? */
export const getRegistrationStatus = (invite: string | null) =>
  apiRequest('GET', `/api/auth/registration-status${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`, undefined, registrationStatusSchema);

export const registrationStatusQuery = (invite: string | null) =>
  queryOptions({
    queryKey: ['/api/auth/registration-status', { invite }],
    queryFn: () => getRegistrationStatus(invite),
    staleTime: 0,
  });

export const useRegistrationStatus = (invite: string | null) => useQuery(registrationStatusQuery(invite));
