import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredUser } from '@/lib/stored-user';
import { currentUserQuery } from '../api/get-current-user';
import { fakeApi } from '@/test/fake-api';
import { currentUserFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { LoginForm } from './login-form';
import { INVALID_TWO_FACTOR_CODE, TWO_FACTOR_STEP_EXPIRED } from '@shared/two-factor';

const ana = currentUserFixture();

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

  describe('with two-step sign-in', () => {
    const codeStep = { 'POST /api/auth/login': { status: 200, body: { twoFactorRequired: true } } };

    async function verify(code: string, { remember = false } = {}) {
      const user = typist();
      const field = await screen.findByLabelText('Código de verificación');
      await user.fill(field, code);
      if (remember) await user.click(screen.getByLabelText('Recordar este dispositivo durante 30 días'));
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
    }

    it('When the password is right, then the card asks for the code, focused, with its hint, and a right code signs in as a password alone does', async () => {
      const api = fakeApi({ ...codeStep, 'POST /api/auth/login/2fa': { status: 200, body: { user: ana } } });
      const { location, queryClient } = renderScreen(<LoginForm />, { path: '/login?next=%2Fadmin%2Fstaff' });

      await signIn();

      expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
      const field = screen.getByLabelText('Código de verificación');
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      // Recovery codes have letters: no numeric-only keypad.
      expect(field).not.toHaveAttribute('inputmode');
      expect(field).toHaveAccessibleDescription('Escribe los 6 números de tu aplicación de autenticación, o uno de tus códigos de recuperación.');
      expect(screen.queryByLabelText('Contraseña')).toBeNull();
      expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeUndefined();

      await verify('123 456', { remember: true });

      await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/staff'));
      expect(api.callsTo('POST /api/auth/login/2fa')[0].body).toEqual({ code: '123456', rememberDevice: true });
      expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(ana);
      expect(readStoredUser()).toEqual({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' });
      expect(screen.getByText('¡Bienvenido!', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    });

    it('When a recovery code is typed, then it is sent in lower case without the device remembered', async () => {
      const api = fakeApi({ ...codeStep, 'POST /api/auth/login/2fa': { status: 200, body: { user: ana } } });
      renderScreen(<LoginForm />, { path: '/login' });
      await signIn();

      await verify('K7P2M-9XW4Q');

      await waitFor(() => expect(api.callsTo('POST /api/auth/login/2fa')).toHaveLength(1));
      expect(api.callsTo('POST /api/auth/login/2fa')[0].body).toEqual({ code: 'k7p2m-9xw4q', rememberDevice: false });
    });

    it('When the code is wrong, then the server\'s message shows under the field, which stays for another try', async () => {
      fakeApi({ ...codeStep, 'POST /api/auth/login/2fa': { status: 401, body: { message: INVALID_TWO_FACTOR_CODE } } });
      const { location } = renderScreen(<LoginForm />, { path: '/login' });
      await signIn();

      await verify('000000');

      const field = screen.getByLabelText('Código de verificación');
      await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_TWO_FACTOR_CODE));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Verificar' })).toBeEnabled();
      expect(location.history).toEqual(['/login']);
      expect(readStoredUser()).toBeNull();
    });

    it('When the code is not 6 numbers nor a recovery code, then the rule shows and nothing is sent', async () => {
      const api = fakeApi(codeStep);
      renderScreen(<LoginForm />, { path: '/login' });
      await signIn();

      await verify('12345');

      expect(await screen.findByText('Escribe los 6 números de la aplicación o un código de recuperación')).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/login/2fa')).toEqual([]);
    });

    it('When the password step has expired, then the card goes back to e-mail and password with the message, the e-mail kept', async () => {
      fakeApi({ ...codeStep, 'POST /api/auth/login/2fa': { status: 401, body: { message: TWO_FACTOR_STEP_EXPIRED } } });
      renderScreen(<LoginForm />, { path: '/login' });
      await signIn();

      await verify('123456');

      expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_STEP_EXPIRED);
      expect(screen.getByLabelText('Email')).toHaveValue('ana@chapinbox.test');
      expect(screen.getByLabelText('Contraseña')).toHaveValue('');
      expect(screen.getByLabelText('Contraseña')).toHaveFocus();
      expect(screen.queryByLabelText('Código de verificación')).toBeNull();
    });

    it('When "Volver" is pressed, then the e-mail and password step is back', async () => {
      fakeApi(codeStep);
      renderScreen(<LoginForm />, { path: '/login' });
      await signIn();

      await typist().click(await screen.findByRole('button', { name: 'Volver' }));

      expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
      expect(screen.getByLabelText('Email')).toHaveValue('ana@chapinbox.test');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
