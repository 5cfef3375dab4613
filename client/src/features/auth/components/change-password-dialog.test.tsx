import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { ChangePasswordButton } from './change-password-dialog';

async function openDialog() {
  const user = typist();
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  const replace = async (label: string, value: string) => {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.fill(field, value);
  };
  const fill = async (current: string, password: string, confirmation = password) => {
    await replace('Contraseña actual', current);
    await replace('Nueva contraseña', password);
    await replace('Confirmar contraseña', confirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
  };
  return { dialog, fill };
}

describe('ChangePasswordButton', () => {
  it('When the current password is right, then the new one is sent, the dialog closes and the toast confirms', async () => {
    const api = fakeApi({ 'POST /api/auth/change-password': { status: 200, body: { message: 'Contraseña actualizada' } } });
    renderScreen(<ChangePasswordButton />);
    const { fill } = await openDialog();

    await fill('la-clave-de-hoy', 'la-clave-nueva-1');

    expect(await screen.findByText('¡Contraseña actualizada!', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password')[0].body).toEqual({ currentPassword: 'la-clave-de-hoy', newPassword: 'la-clave-nueva-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("When the current password is wrong, then the server's 'Credenciales inválidas' shows under it and the dialog stays", async () => {
    fakeApi({ 'POST /api/auth/change-password': { status: 400, body: { message: 'Credenciales inválidas' } } });
    renderScreen(<ChangePasswordButton />);
    const { dialog, fill } = await openDialog();

    await fill('no-es-la-clave', 'la-clave-nueva-1');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    expect(within(dialog).getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('When the new password and its confirmation differ or it is short, then the rule shows and nothing is sent', async () => {
    const api = fakeApi({});
    renderScreen(<ChangePasswordButton />);
    const { dialog, fill } = await openDialog();

    await fill('la-clave-de-hoy', 'la-clave-nueva-1', 'otra-cosa-123');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    await fill('la-clave-de-hoy', 'corta');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');

    expect(api.calls).toEqual([]);
  });

  it('When the current password is left empty, then it says it is required, it is focused and nothing is sent', async () => {
    const api = fakeApi({});
    renderScreen(<ChangePasswordButton />);
    const { dialog, fill } = await openDialog();

    await fill('', 'la-clave-nueva-1');

    const current = within(dialog).getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La contraseña actual es obligatoria');
    expect(api.calls).toEqual([]);
  });
});
