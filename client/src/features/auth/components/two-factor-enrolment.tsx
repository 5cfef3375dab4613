import { useEffect } from 'react';
import type { CurrentUser } from '@shared/auth';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { useTwoFactorChanged } from '../hooks/use-two-factor-changed';
import { LogoutButton } from './logout-button';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * The whole staff area, for a member without a second factor while an admin requires one (the
 * server answers their other calls 403): setting it up, or signing out. Once the recovery codes
 * are put away the account is read again, and the admin pages take its place.
 */
export function TwoFactorEnrolment({ user }: { user: CurrentUser }) {
  const twoFactorChanged = useTwoFactorChanged();
  useSessionExpiry();
  useEffect(() => {
    document.title = 'Verificación en dos pasos · Administración · ChapinBox';
  }, []);

  return (
    <div lang="es" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <main id="main" className="w-full max-w-lg space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">Activa la verificación en dos pasos</h1>
          <p className="text-sm text-slate-700">
            Un administrador exige la verificación en dos pasos a todo el personal. Actívala para continuar: desde ahora, al iniciar sesión se te pedirá,
            además de la contraseña, un código de una aplicación de tu teléfono.
          </p>
          <p className="text-sm break-all text-slate-500">Cuenta: {user.email}</p>
        </div>
        <TwoFactorSetup onDone={() => void twoFactorChanged()} />
        <div className="border-t border-slate-200 pt-4">
          <LogoutButton />
        </div>
      </main>
    </div>
  );
}
