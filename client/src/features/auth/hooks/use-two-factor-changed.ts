import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQuery } from '../api/get-current-user';
import { twoFactorStatusQuery } from '../api/get-two-factor-status';

/** After the second factor was turned on or off: the current user and the 2FA status are read again. */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey }),
      ]),
    [queryClient],
  );
}
