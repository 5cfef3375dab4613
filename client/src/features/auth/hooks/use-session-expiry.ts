import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '@/lib/api-client';
import { confirmLeaving, leaveWithoutAsking } from '@/lib/navigation-guard';
import { toast } from '@/lib/toast-queue';
import { currentUserQuery } from '../api/get-current-user';
import { loginPathFor } from '../lib/safe-next';
import { useLeaveAdmin } from './use-session-change';

export const SESSION_EXPIRED = { title: 'Sesión caducada', description: 'Inicia sesión de nuevo para volver a donde estabas.' };
/** The session ended and staff chose to stay with their unsaved edits. */
export const SESSION_EXPIRED_STAYING = {
  title: 'Sesión caducada',
  description: 'Tus cambios siguen en pantalla. Inicia sesión en otra pestaña y vuelve a guardar.',
};

/**
 * On the staff screens, watches every query and mutation: a 401 means the session ended
 * (expired, signed out elsewhere, account removed), so the cached staff data goes, a toast says
 * so, and /login?next=<this page> opens (the person comes back here after signing in). With
 * unsaved edits on the page, the leave guard asks first: staying keeps the page, its data and
 * the edits (a toast says the session ended), and the next 401 asks again, so nobody is left
 * on a screen whose every call fails. A 403 may mean the role just changed: the current user
 * is read again, and the navigation follows (docs/product.md#back-office).
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const leaveAdmin = useLeaveAdmin();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Several calls failing together end the session once.
  const ended = useRef(false);

  const endSession = useEffectEvent(() => {
    if (!confirmLeaving()) {
      // Staff stay with their edits: nothing is dropped, and the next 401 offers /login again.
      ended.current = false;
      toast({ variant: 'destructive', ...SESSION_EXPIRED_STAYING });
      return;
    }
    const login = loginPathFor(search ? `${location}?${search}` : location);
    leaveAdmin();
    toast({ variant: 'destructive', ...SESSION_EXPIRED });
    // Already confirmed above: the guard does not ask a second time.
    leaveWithoutAsking(() => navigate(login, { replace: true }));
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
