import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '@shared/auth';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { currentUserQuery } from '../api/get-current-user';
import { loadPage } from '../lib/load-page';

/**
 * After sign-in or registration: remember the user for edit mode, forget the cached "signed
 * out" answer, and load /admin as a full page (docs/product.md#staff-sign-in), so it starts from the new session.
 */
export function useEnterAdmin() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      writeStoredUser(user);
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
      loadPage('/admin');
    },
    [queryClient],
  );
}

/**
 * After sign-out: the stored user goes, every cached staff answer (subscribers, inventory…)
 * is dropped so the next person at this browser cannot read it, and the current user now
 * reads "signed out".
 */
export function useLeaveAdmin() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearStoredUser();
    queryClient.clear();
    queryClient.setQueryData(currentUserQuery.queryKey, null);
  }, [queryClient]);
}
