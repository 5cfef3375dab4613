import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_TWO_FACTOR_CODE, TWO_FACTOR_SETUP_MISSING, type TwoFactorStatus } from '@shared/two-factor';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { TwoFactorButton } from './two-factor-dialog';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `k7p2m-9xw${index}q`);
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUrl: 'otpauth://totp/ChapinBox:ana?secret=JBSWY3DPEHPK3PXPJBSW', qrCode: 'data:image/png;base64,iVBORw0KGgo=' };

function serveTwoFactor(initial: Partial<TwoFactorStatus> = {}, extra: Record<string, FakeRoute> = {}) {
  let status: TwoFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0, ...initial };
  return fakeApi({
    'GET /api/auth/2fa': () => ({ status: 200, body: status }),
    'POST /api/auth/2fa/setup': { status: 200, body: SETUP },
    'POST /api/auth/2fa/enable': ({ body }) => {
      if ((body as { code: string }).code !== '123456') return { status: 400, body: { message: INVALID_TWO_FACTOR_CODE } };
      status = { ...status, enabled: true, recoveryCodesLeft: 10 };
      return { status: 200, body: { recoveryCodes: RECOVERY_CODES } };
    },
    'POST /api/auth/2fa/disable': ({ body }) => {
      if ((body as { password: string }).password !== 'la-clave-de-hoy') return { status: 400, body: { message: 'Credenciales inválidas' } };
      status = { ...status, enabled: false, recoveryCodesLeft: 0 };
      return { status: 204 };
    },
    ...extra,
  });
}

async function openDialog() {
  const user = typist();
  await user.click(screen.getByRole('button', { name: 'Verificación en dos pasos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verificación en dos pasos' });
  return { user, dialog };
}

async function scanAndConfirm(code: string) {
  const { user, dialog } = await openDialog();
  await user.click(await within(dialog).findByRole('button', { name: 'Activar' }));
  await user.fill(await within(dialog).findByLabelText('Código de la aplicación'), code);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return { user, dialog };
}

describe('TwoFactorButton', () => {
  it('When it is off and "Activar" is pressed, then the QR code and the key (in groups of four) show to set up the app', async () => {
    serveTwoFactor();
    renderScreen(<TwoFactorButton />);
    const { user, dialog } = await openDialog();

    await user.click(await within(dialog).findByRole('button', { name: 'Activar' }));

    expect(await within(dialog).findByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toHaveAttribute('src', SETUP.qrCode);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código de la aplicación')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('When the app\'s code is confirmed, then the 10 recovery codes show once, to copy or download, and "Ya los guardé" closes the dialog', async () => {
    const api = serveTwoFactor();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderScreen(<TwoFactorButton />);

    const { user, dialog } = await scanAndConfirm(' 123 456 ');

    const codes = await within(dialog).findByRole('list', { name: 'Códigos de recuperación' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(api.callsTo('POST /api/auth/2fa/enable')[0].body).toEqual({ code: '123456' });
    expect(within(dialog).getByText(/Cada código sirve una sola vez/)).toHaveTextContent('no se volverán a mostrar');
    expect(await screen.findByText('Verificación en dos pasos activada', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar códigos' }));
    expect(writeText).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
    expect(await within(dialog).findByRole('button', { name: 'Copiados' })).toBeInTheDocument();
    const download = within(dialog).getByRole('link', { name: 'Descargar' });
    expect(download).toHaveAttribute('download', 'chapinbox-codigos-de-recuperacion.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(RECOVERY_CODES.join('\n'));

    await user.click(within(dialog).getByRole('button', { name: 'Ya los guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const reopened = await openDialog();
    expect(await within(reopened.dialog).findByText('activada')).toBeInTheDocument();
    expect(within(reopened.dialog).getByText('Te quedan 10 códigos de recuperación.')).toBeInTheDocument();
  });

  it('When the dialog is closed while the recovery codes show, then it asks first, and staying keeps the codes on screen', async () => {
    serveTwoFactor();
    renderScreen(<TwoFactorButton />);
    const { user, dialog } = await scanAndConfirm('123456');
    await within(dialog).findByRole('list', { name: 'Códigos de recuperación' });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith('¿Cerrar sin guardar tus códigos de recuperación? No se volverán a mostrar.');
    expect(within(dialog).getByRole('list', { name: 'Códigos de recuperación' })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('When the confirmation code is wrong, then the message shows under the field and no codes show', async () => {
    serveTwoFactor();
    renderScreen(<TwoFactorButton />);

    const { dialog } = await scanAndConfirm('000000');

    const field = within(dialog).getByLabelText('Código de la aplicación');
    await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_TWO_FACTOR_CODE));
    expect(field).toHaveFocus();
    expect(within(dialog).queryByRole('list', { name: 'Códigos de recuperación' })).toBeNull();
  });

  it('When the confirmation is not 6 numbers, then the rule shows and nothing is sent', async () => {
    const api = serveTwoFactor();
    renderScreen(<TwoFactorButton />);

    const { dialog } = await scanAndConfirm('12a456');

    expect(await within(dialog).findByText('Escribe los 6 números que muestra la aplicación')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/2fa/enable')).toEqual([]);
  });

  it('When the pending setup is gone, then it starts over with the message and "Activar" again', async () => {
    serveTwoFactor({}, { 'POST /api/auth/2fa/enable': { status: 409, body: { message: TWO_FACTOR_SETUP_MISSING } } });
    renderScreen(<TwoFactorButton />);

    const { dialog } = await scanAndConfirm('123456');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TWO_FACTOR_SETUP_MISSING);
    expect(within(dialog).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('When it is on, then the state and the recovery codes left show, one in the singular', async () => {
    serveTwoFactor({ enabled: true, recoveryCodesLeft: 1 });
    renderScreen(<TwoFactorButton />);
    const { dialog } = await openDialog();

    expect(await within(dialog).findByText('activada')).toBeInTheDocument();
    expect(within(dialog).getByText('Te queda 1 código de recuperación.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });

  it('When it is turned off with a wrong password, then "Credenciales inválidas" shows under it; with the right one it is off', async () => {
    const api = serveTwoFactor({ enabled: true, recoveryCodesLeft: 8 });
    renderScreen(<TwoFactorButton />);
    const { user, dialog } = await openDialog();
    const password = await within(dialog).findByLabelText('Contraseña');

    await user.fill(password, 'no-es-la-clave');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Credenciales inválidas'));

    await user.clear(password);
    await user.fill(password, 'la-clave-de-hoy');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Verificación en dos pasos desactivada', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(within(dialog).queryByText('activada')).toBeNull();
    expect(api.callsTo('POST /api/auth/2fa/disable').at(-1)?.body).toEqual({ password: 'la-clave-de-hoy' });
  });

  it('When the password is left empty, then it says it is required and nothing is sent', async () => {
    const api = serveTwoFactor({ enabled: true, recoveryCodesLeft: 8 });
    renderScreen(<TwoFactorButton />);
    const { user, dialog } = await openDialog();

    await user.click(await within(dialog).findByRole('button', { name: 'Desactivar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La contraseña es obligatoria');
    expect(api.callsTo('POST /api/auth/2fa/disable')).toEqual([]);
  });

  it('When an admin requires it, then it cannot be turned off here and the dialog says why', async () => {
    serveTwoFactor({ enabled: true, required: true, recoveryCodesLeft: 10 });
    renderScreen(<TwoFactorButton />);
    const { dialog } = await openDialog();

    expect(await within(dialog).findByText(/Un administrador exige la verificación en dos pasos/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(within(dialog).queryByLabelText('Contraseña')).toBeNull();
  });
});
