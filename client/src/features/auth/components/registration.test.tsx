import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { Registration } from './registration';

const newUser = { id: 2, email: 'luis@chapinbox.test', firstName: 'Luis', lastName: null, role: 'admin' };

async function fillIn({ password = 'una-clave-larga', confirmation = password }: { password?: string; confirmation?: string } = {}) {
  const user = typist();
  await user.fill(await screen.findByLabelText('Nombre'), 'Luis');
  await user.fill(screen.getByLabelText('Email'), 'luis@chapinbox.test');
  await user.fill(screen.getByLabelText('Contraseña'), password);
  await user.fill(screen.getByLabelText('Confirmar contraseña'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('Registration', () => {
  it('When an account exists and no invitation is given, then it says registration needs an invitation and shows no form', async () => {
    fakeApi({ 'GET /api/auth/registration-status': { status: 200, body: { open: false, invitation: 'none' } } });
    renderScreen(<Registration inviteToken={null} />);

    expect(await screen.findByText(/El registro requiere una invitación de un administrador/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('When the invitation is used or expired, then it says so', async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': { status: 200, body: { open: false, invitation: 'invalid' } } });
    renderScreen(<Registration inviteToken="old-token" />);

    expect(await screen.findByText('Invitación no válida')).toBeInTheDocument();
    expect(api.calls[0].url).toBe('/api/auth/registration-status?invite=old-token');
  });

  it("When the passwords differ, then 'Las contraseñas no coinciden' shows and nothing is sent", async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': { status: 200, body: { open: true, invitation: 'none' } } });
    renderScreen(<Registration inviteToken={null} />);

    await fillIn({ password: 'una-clave-larga', confirmation: 'otra-clave-larga' });

    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("When the password is under 8 characters, then 'La contraseña debe tener al menos 8 caracteres' shows and nothing is sent", async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': { status: 200, body: { open: true, invitation: 'none' } } });
    renderScreen(<Registration inviteToken={null} />);

    await fillIn({ password: 'corta' });

    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("When invited, then the invitation is sent with the account, '¡Cuenta creada!' shows and /admin opens in the app", async () => {
    const api = fakeApi({
      'GET /api/auth/registration-status': { status: 200, body: { open: true, invitation: 'valid' } },
      'POST /api/auth/register': { status: 201, body: { user: newUser } },
    });
    const { location } = renderScreen(<Registration inviteToken="tok-123" />, { path: '/register' });
    expect(await screen.findByText(/Has recibido una invitación/)).toBeInTheDocument();

    await fillIn();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Luis',
      lastName: '',
      email: 'luis@chapinbox.test',
      password: 'una-clave-larga',
      inviteToken: 'tok-123',
    });
    expect(screen.getByText('¡Cuenta creada!', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
  });

  it("When the server refuses, then 'Error de registro' shows with its message", async () => {
    fakeApi({
      'GET /api/auth/registration-status': { status: 200, body: { open: true, invitation: 'none' } },
      'POST /api/auth/register': { status: 409, body: { message: 'Ya existe una cuenta con este email' } },
    });
    const { location } = renderScreen(<Registration inviteToken={null} />, { path: '/register' });

    await fillIn();

    expect(await screen.findByText('Error de registro', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Ya existe una cuenta con este email', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
    expect(location.history).toEqual(['/register']);
  });
});
