import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-queue';
import { currentUserQuery } from '../api/get-current-user';
import { loginPathFor } from '../lib/safe-next';
import { useLeaveAdmin } from './use-session-change';

export const SESSION_EXPIRED = { title: 'Sesión caducada', description: 'Inicia sesión de nuevo para volver a donde estabas.' };

/**
 * On the staff screens, watches every query and mutation: a 401 means the session ended
 * (expired, signed out elsewhere, account removed), so the cached staff data goes, a toast says
 * so, and /login?next=<this page> opens (the person comes back here after signing in). A 403
 * may mean the role just changed: the current user is read again, and the navigation follows
 * (docs/product.md#back-office).
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const leaveAdmin = useLeaveAdmin();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Several calls failing together end the session once.
  const ended = useRef(false);

  const endSession = useEffectEvent(() => {
    const login = loginPathFor(search ? `${location}?${search}` : location);
    leaveAdmin();
    toast({ variant: 'destructive', ...SESSION_EXPIRED });
    navigate(login, { replace: true });
  });

  useEffect(() => {
    const onError = (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401 && !ended.current) {
        ended.current = true;
        endSession();
      } else if (error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
