import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/lib/stored-user';
import { loadPage } from '../lib/load-page';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { LoginForm } from './login-form';

vi.mock('../lib/load-page', () => ({ loadPage: vi.fn() }));

const ana = { id: 1, email: 'ana@chapinbox.test', firstName: 'Ana', lastName: 'Admin', role: 'admin' };

async function signIn(password = 'secreto-123') {
  const user = typist();
  await user.fill(screen.getByLabelText('Email'), 'ana@chapinbox.test');
  await user.fill(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginForm', () => {
  beforeEach(() => vi.mocked(loadPage).mockClear());

  it('When the credentials are right, then it welcomes, stores the user for edit mode and loads /admin as a full page', async () => {
    const api = fakeApi({ 'POST /api/auth/login': { status: 200, body: { user: ana } } });
    renderScreen(<LoginForm />, { path: '/login' });

    await signIn();

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin'));
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/login', body: { email: 'ana@chapinbox.test', password: 'secreto-123' } });
    expect(readStoredUser()).toEqual({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' });
    expect(screen.getByText('¡Bienvenido!', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Has iniciado sesión correctamente', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });

  it("When the server refuses with a message, then the toast shows 'Error de inicio de sesión' with that message", async () => {
    fakeApi({ 'POST /api/auth/login': { status: 429, body: { message: 'Demasiados intentos de inicio de sesión.' } } });
    renderScreen(<LoginForm />);

    await signIn('wrong');

    expect(await screen.findByText('Error de inicio de sesión', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Demasiados intentos de inicio de sesión.', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
    expect(readStoredUser()).toBeNull();
  });

  it("When the failure has no message, then the toast says 'Credenciales inválidas'", async () => {
    fakeApi({ 'POST /api/auth/login': { status: 502 } });
    renderScreen(<LoginForm />);

    await signIn();

    expect(await screen.findByText('Credenciales inválidas', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });
});
