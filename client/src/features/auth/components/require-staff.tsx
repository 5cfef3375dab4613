import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { useCurrentUser } from '../api/get-current-user';
import { loginPathFor } from '../lib/safe-next';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Shows 'Verificando autenticación...' while GET /api/auth/me loads, sends a signed-out
 * visitor to /login?next=<this page> (they come back here after signing in), and renders the
 * page for staff; a member without a second factor while an admin requires one gets its setup
 * instead. The server checks every staff call itself; this only keeps the page from flashing
 * for strangers.
 */
export function RequireStaff({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const signedOut = !isPending && (isError || !user);
  // Once, with the page the person was on when the answer came.
  const toLogin = useEffectEvent(() => navigate(loginPathFor(search ? `${location}?${search}` : location), { replace: true }));

  useEffect(() => {
    if (signedOut) toLogin();
  }, [signedOut]);

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
  if (user.twoFactorRequired && !user.twoFactorEnabled) return <TwoFactorEnrolment user={user} />;
  return <>{children(user)}</>;
}
