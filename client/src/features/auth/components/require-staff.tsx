import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { useCurrentUser } from '../api/get-current-user';

/**
 * Shows 'Verificando autenticación...' while GET /api/auth/me loads, sends a signed-out
 * visitor to /login, and renders the page for staff. The server checks every staff call
 * itself; this only keeps the page from flashing for strangers.
 */
export function RequireStaff({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  const [, navigate] = useLocation();
  const signedOut = !isPending && (isError || !user);

  useEffect(() => {
    if (signedOut) navigate('/login', { replace: true });
  }, [signedOut, navigate]);

  if (isPending || signedOut || !user) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50" lang="es">
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-blue border-t-transparent" aria-hidden="true" />
          Verificando autenticación...
        </p>
      </main>
    );
  }
  return <>{children(user)}</>;
}
