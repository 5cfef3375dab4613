import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { currentUserQuery } from '../api/get-current-user';

/**
 * After sign-in or registration: remember the user for edit mode, drop whatever was cached
 * before (another person's staff answers, the "signed out" answer), and go to `to` inside the
 * app, so the success toast raised just before stays on screen (docs/product.md#staff-sign-in).
 */
export function useEnterAdmin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (user: CurrentUser, to = '/admin') => {
      writeStoredUser(user);
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      navigate(to, { replace: true });
    },
    [queryClient, navigate],
  );
}

/**
 * After sign-out or an ended session: the stored user goes, every cached staff answer
 * (subscribers, inventory…) is dropped so the next person at this browser cannot read it, and
 * the current user now reads "signed out".
 */
export function useLeaveAdmin() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearStoredUser();
    queryClient.clear();
    queryClient.setQueryData(currentUserQuery.queryKey, null);
  }, [queryClient]);
}
