import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { ForgotPassword } from './forgot-password';

async function choosePassword(password: string, confirmation = password) {
  const user = typist();
  await user.fill(screen.getByLabelText('Nueva contraseña'), password);
  await user.fill(screen.getByLabelText('Confirmar contraseña'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('ForgotPassword', () => {
  it('When the answer carries a token (development), then step 2 shows it and resets with it, then goes to /login', async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password-request': { status: 200, body: { message: 'Si el email existe…', resetToken: 'dev-token-1' } },
      'POST /api/auth/reset-password': { status: 200, body: { message: 'Contraseña actualizada' } },
    });
    const { location } = renderScreen(<ForgotPassword linkToken={null} />, { path: '/forgot-password' });
    const user = typist();
    await user.fill(screen.getByLabelText('Email'), 'ana@chapinbox.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));

    expect(await screen.findByTestId('reset-token')).toHaveTextContent('dev-token-1');
    expect(screen.getByText(/en producción este token llegaría por email/)).toBeInTheDocument();
    await choosePassword('nueva-clave-1');

    expect(await screen.findByText('¡Contraseña actualizada!', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(api.calls[1].body).toEqual({ token: 'dev-token-1', newPassword: 'nueva-clave-1' });
    expect(location.history?.at(-1)).toBe('/login');
  });

  it('When the answer carries no token (e-mail sent), then it confirms without revealing whether the e-mail exists', async () => {
    fakeApi({ 'POST /api/auth/reset-password-request': { status: 200, body: { message: 'Si el email existe…' } } });
    renderScreen(<ForgotPassword linkToken={null} />);
    const user = typist();
    await user.fill(screen.getByLabelText('Email'), 'ana@chapinbox.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));

    expect(await screen.findByText(/Si el email existe, recibirás un enlace de recuperación. El enlace caduca en 1 hora/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it('When opened from the e-mailed link, then step 2 shows at once and the token leaves the address bar', async () => {
    fakeApi({ 'POST /api/auth/reset-password': { status: 400, body: { message: 'El enlace de recuperación no es válido' } } });
    const { location } = renderScreen(<ForgotPassword linkToken="mailed-token" />, { path: '/forgot-password?token=mailed-token' });

    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/forgot-password');
    await choosePassword('nueva-clave-1');

    expect(await screen.findByText('El enlace de recuperación no es válido', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });

  it("When the new passwords differ, then 'Las contraseñas no coinciden' shows and nothing is sent", async () => {
    const api = fakeApi({});
    renderScreen(<ForgotPassword linkToken="mailed-token" />);

    await choosePassword('nueva-clave-1', 'nueva-clave-2');

    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(api.calls).toHaveLength(0);
  });

  it("When the request fails without a message, then 'Error al procesar la solicitud' shows", async () => {
    fakeApi({ 'POST /api/auth/reset-password-request': { status: 503 } });
    renderScreen(<ForgotPassword linkToken={null} />);
    const user = typist();
    await user.fill(screen.getByLabelText('Email'), 'ana@chapinbox.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));

    expect(await screen.findByText('Error al procesar la solicitud', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });

  it.each([
    ['', 'El email es obligatorio'],
    ['ana@', 'Introduce un email válido'],
  ])("When the e-mail is '%s', then '%s' shows next to it, it is focused and nothing is sent", async (value, message) => {
    const api = fakeApi({});
    renderScreen(<ForgotPassword linkToken={null} />);
    const user = typist();
    if (value) await user.fill(screen.getByLabelText('Email'), value);

    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.calls).toEqual([]);
  });
});
