import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { fakeApi } from '@/test/fake-api';
import { currentUserFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { RequireStaff } from './require-staff';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index + 2}k`);
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/ChapinBox:ana?secret=JBSWY3DPEHPK3PXP', qrCode: 'data:image/png;base64,iVBORw0KGgo=' };

/** The staff area behind the guard, an admin required to use two steps who has not set them up yet. */
function serveRequired() {
  let user = currentUserFixture({ twoFactorRequired: true });
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user } }),
    'POST /api/auth/2fa/setup': { status: 200, body: SETUP },
    'POST /api/auth/2fa/enable': () => {
      user = { ...user, twoFactorEnabled: true };
      return { status: 200, body: { recoveryCodes: RECOVERY_CODES } };
    },
    'POST /api/auth/logout': { status: 204 },
  });
}

function StaffApp() {
  return (
    <Switch>
      <Route path="/login">
        <p>Página de inicio de sesión</p>
      </Route>
      <Route>
        <RequireStaff>{(user) => <h1>Panel de {user.email}</h1>}</RequireStaff>
      </Route>
    </Switch>
  );
}

describe('the required two-step setup', () => {
  it('When an admin requires two steps of someone without them, then only their setup shows; once the codes are put away the staff area opens', async () => {
    const api = serveRequired();
    const user = typist();
    renderScreen(<StaffApp />, { path: '/admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.getByText(/Un administrador exige la verificación en dos pasos/)).toBeInTheDocument();
    expect(screen.queryByText(/Panel de/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeInTheDocument();
    await user.fill(screen.getByLabelText('Código de la aplicación'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    // The codes stay on screen although the account now has two steps.
    expect(await screen.findByRole('list', { name: 'Códigos de recuperación' })).toBeInTheDocument();
    expect(screen.queryByText(/Panel de/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));

    expect(await screen.findByRole('heading', { name: 'Panel de ana@chapinbox.test' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(2);
  });

  it('When the person signs out instead, then /login opens', async () => {
    serveRequired();
    const { location } = renderScreen(<StaffApp />, { path: '/admin' });

    await typist().click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
  });

  it('When two steps are required and already on, then the staff area shows at once', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 200, body: { user: currentUserFixture({ twoFactorRequired: true, twoFactorEnabled: true }) } } });
    renderScreen(<StaffApp />, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Panel de ana@chapinbox.test' })).toBeInTheDocument();
  });
});
