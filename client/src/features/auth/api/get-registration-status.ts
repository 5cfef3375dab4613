import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationStatusSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** The tokens /register was opened with: an invitation, or the server's setup link for the first account. */
export interface RegistrationLinks {
  invite: string | null;
  setup: string | null;
}

const query = ({ invite, setup }: RegistrationLinks) => {
  const params = new URLSearchParams();
  if (invite) params.set('invite', invite);
  if (setup) params.set('setup', setup);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/auth/registration-status: may /register show its form (setup link for the first account, or a valid invitation)? */
export const getRegistrationStatus = (links: RegistrationLinks) =>
  apiRequest('GET', `/api/auth/registration-status${query(links)}`, undefined, registrationStatusSchema);

export const registrationStatusQuery = (links: RegistrationLinks) =>
  queryOptions({
    queryKey: ['/api/auth/registration-status', links],
    queryFn: () => getRegistrationStatus(links),
    staleTime: 0,
  });

export const useRegistrationStatus = (links: RegistrationLinks) => useQuery(registrationStatusQuery(links));
