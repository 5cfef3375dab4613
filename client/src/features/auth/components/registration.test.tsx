import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { currentUserFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { Registration } from './registration';
import { loadCommonPasswords } from '@shared/common-passwords';

const NO_LINKS = { invite: null, setup: null };
const status = (body: { open: boolean; firstAccount?: boolean; invitation?: string; setup?: string; invitedEmail?: string }) => ({
  status: 200,
  body: { firstAccount: false, invitation: 'none', setup: 'none', ...body },
});

const newUser = currentUserFixture({ id: 2, email: 'luis@chapinbox.test', firstName: 'Luis', lastName: null });

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
    fakeApi({ 'GET /api/auth/registration-status': status({ open: false }) });
    renderScreen(<Registration links={NO_LINKS} />);

    expect(await screen.findByText(/El registro requiere una invitación de un administrador/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('When the invitation is used or expired, then it says so', async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': status({ open: false, invitation: 'invalid' }) });
    renderScreen(<Registration links={{ invite: 'old-token', setup: null }} />);

    expect(await screen.findByText('Invitación no válida')).toBeInTheDocument();
    expect(api.calls[0].url).toBe('/api/auth/registration-status?invite=old-token');
  });

  it("When the passwords differ, then 'Las contraseñas no coinciden' shows and nothing is sent", async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': status({ open: true, firstAccount: true, setup: 'valid' }) });
    renderScreen(<Registration links={{ invite: null, setup: 'setup-tok' }} />);

    await fillIn({ password: 'una-clave-larga', confirmation: 'otra-clave-larga' });

    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("When the password is under 8 characters, then 'La contraseña debe tener al menos 8 caracteres' shows and nothing is sent", async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': status({ open: true, firstAccount: true, setup: 'valid' }) });
    renderScreen(<Registration links={{ invite: null, setup: 'setup-tok' }} />);

    await fillIn({ password: 'corta' });

    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("When invited, then the invitation is sent with the account, '¡Cuenta creada!' shows and /admin opens in the app", async () => {
    const api = fakeApi({
      'GET /api/auth/registration-status': status({ open: true, invitation: 'valid' }),
      'POST /api/auth/register': { status: 201, body: { user: newUser } },
    });
    const { location } = renderScreen(<Registration links={{ invite: 'tok-123', setup: null }} />, { path: '/register' });
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

  it('When the invitation names its address, then the e-mail field shows it, fixed, and the account is made with it', async () => {
    const api = fakeApi({
      'GET /api/auth/registration-status': status({ open: true, invitation: 'valid', invitedEmail: 'luis@chapinbox.test' }),
      'POST /api/auth/register': { status: 201, body: { user: newUser } },
    });
    renderScreen(<Registration links={{ invite: 'tok-123', setup: null }} />, { path: '/register' });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('luis@chapinbox.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('La dirección a la que llegó la invitación.')).toBeInTheDocument();

    const user = typist();
    await user.fill(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.fill(screen.getByLabelText('Confirmar contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ email: 'luis@chapinbox.test', inviteToken: 'tok-123' }));
  });

  it("When the server refuses, then 'Error de registro' shows with its message", async () => {
    fakeApi({
      'GET /api/auth/registration-status': status({ open: true, invitation: 'valid' }),
      'POST /api/auth/register': { status: 409, body: { message: 'Ya existe una cuenta con este email' } },
    });
    const { location } = renderScreen(<Registration links={{ invite: 'tok-123', setup: null }} />, { path: '/register' });

    await fillIn();

    expect(await screen.findByText('Error de registro', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Ya existe una cuenta con este email', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
    expect(location.history).toEqual(['/register']);
  });

  it('When no account exists and /register has no setup link, then it explains where the link is and shows no form', async () => {
    fakeApi({ 'GET /api/auth/registration-status': status({ open: false, firstAccount: true }) });
    renderScreen(<Registration links={NO_LINKS} />);

    expect(await screen.findByText('Configuración inicial')).toBeInTheDocument();
    expect(screen.getByText(/enlace de configuración que el servidor muestra al arrancar/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('When the setup link is used or wrong, then it says so', async () => {
    fakeApi({ 'GET /api/auth/registration-status': status({ open: false, firstAccount: true, setup: 'invalid' }) });
    renderScreen(<Registration links={{ invite: null, setup: 'old' }} />);

    expect(await screen.findByText('Enlace de configuración no válido')).toBeInTheDocument();
  });

  it('When the first account registers from the setup link, then the setup token is sent with the account', async () => {
    const api = fakeApi({
      'GET /api/auth/registration-status': status({ open: true, firstAccount: true, setup: 'valid' }),
      'POST /api/auth/register': { status: 201, body: { user: newUser } },
    });
    const { location } = renderScreen(<Registration links={{ invite: null, setup: 'setup-tok' }} />, { path: '/register' });

    await fillIn();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
    expect(api.calls[0].url).toBe('/api/auth/registration-status?setup=setup-tok');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ email: 'luis@chapinbox.test', setupToken: 'setup-tok' });
  });

  it('When the password is one of the most common, then the form says so and sends nothing', async () => {
    await loadCommonPasswords();
    const api = fakeApi({ 'GET /api/auth/registration-status': status({ open: true, firstAccount: true, setup: 'valid' }) });
    renderScreen(<Registration links={{ invite: null, setup: 'setup-tok' }} />);

    await fillIn({ password: 'iloveyou' });

    expect(screen.getByRole('alert')).toHaveTextContent('Esa contraseña es demasiado común o fácil de adivinar. Elige otra.');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("When the e-mail is not one, then 'Introduce un email válido' shows next to it, it is focused and nothing is sent", async () => {
    const api = fakeApi({ 'GET /api/auth/registration-status': status({ open: true, firstAccount: true, setup: 'valid' }) });
    renderScreen(<Registration links={{ invite: null, setup: 'setup-tok' }} />);
    const user = typist();
    await user.fill(await screen.findByLabelText('Email'), 'luis@chapinbox');
    await user.fill(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.fill(screen.getByLabelText('Confirmar contraseña'), 'una-clave-larga');

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Introduce un email válido');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
