import { queryOptions, useQuery } from '@tanstack/react-query';
import { openInvitationsResponseSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/invites: open (unused, unexpired) invitations, newest first. */
export const getInvitations = async () => (await apiRequest('GET', '/api/admin/invites', undefined, openInvitationsResponseSchema)).invitations;

export const invitationsQuery = queryOptions({ queryKey: ['/api/admin/invites'], queryFn: getInvitations });

export const useInvitations = () => useQuery(invitationsQuery);
