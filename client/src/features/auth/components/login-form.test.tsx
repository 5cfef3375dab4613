import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredUser } from '@/lib/stored-user';
import { currentUserQuery } from '../api/get-current-user';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { LoginForm } from './login-form';

const ana = { id: 1, email: 'ana@chapinbox.test', firstName: 'Ana', lastName: 'Admin', role: 'admin' };

async function signIn(password = 'secreto-123') {
  const user = typist();
  await user.fill(screen.getByLabelText('Email'), 'ana@chapinbox.test');
  await user.fill(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginForm', () => {
  it('When the credentials are right, then it welcomes, stores the user for edit mode and opens /admin in the app, the toast still showing', async () => {
    const api = fakeApi({ 'POST /api/auth/login': { status: 200, body: { user: ana } } });
    const { location, queryClient } = renderScreen(<LoginForm />, { path: '/login' });

    await signIn();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(ana);
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/login', body: { email: 'ana@chapinbox.test', password: 'secreto-123' } });
    expect(readStoredUser()).toEqual({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' });
    expect(screen.getByText('¡Bienvenido!', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Has iniciado sesión correctamente', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });

  it("When the server refuses with a message, then the toast shows 'Error de inicio de sesión' with that message", async () => {
    fakeApi({ 'POST /api/auth/login': { status: 429, body: { message: 'Demasiados intentos de inicio de sesión.' } } });
    const { location } = renderScreen(<LoginForm />, { path: '/login' });

    await signIn('wrong');

    expect(await screen.findByText('Error de inicio de sesión', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Demasiados intentos de inicio de sesión.', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
    expect(location.history).toEqual(['/login']);
    expect(readStoredUser()).toBeNull();
  });

  it("When the failure has no message, then the toast says 'Credenciales inválidas'", async () => {
    fakeApi({ 'POST /api/auth/login': { status: 502 } });
    renderScreen(<LoginForm />);

    await signIn();

    expect(await screen.findByText('Credenciales inválidas', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });

  it('When the sign-in page was opened with ?next= of this site, then success returns there', async () => {
    fakeApi({ 'POST /api/auth/login': { status: 200, body: { user: ana } } });
    const { location } = renderScreen(<LoginForm />, { path: '/login?next=%2Fadmin%2Fsubscribers%3Fq%3D1' });

    await signIn();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/subscribers?q=1'));
  });

  it.each(['https://evil.example/admin', '//evil.example', '/\\evil.example'])('When ?next= points elsewhere (%s), then success opens /admin instead', async (next) => {
    fakeApi({ 'POST /api/auth/login': { status: 200, body: { user: ana } } });
    const { location } = renderScreen(<LoginForm />, { path: `/login?next=${encodeURIComponent(next)}` });

    await signIn();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
  });

  it('When the fields are left empty, then each says it is required, the e-mail is focused and nothing is sent', async () => {
    const api = fakeApi({});
    renderScreen(<LoginForm />, { path: '/login' });

    await typist().click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('El email es obligatorio');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña es obligatoria');
    expect(api.calls).toEqual([]);
  });
});
