import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@shared/staff';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { StaffPanel } from './staff-panel';

const member = (id: number, email: string, overrides: Partial<StaffMember> = {}): StaffMember => ({
  id,
  email,
  firstName: null,
  lastName: null,
  role: 'editor',
  createdAt: '2025-01-10T09:00:00.000Z',
  lastSignInAt: null,
  twoFactorEnabled: false,
  ...overrides,
});

const ana = member(1, 'ana@chapinbox.test', { firstName: 'Ana', lastName: 'Admin', role: 'admin', lastSignInAt: '2025-03-01T08:00:00.000Z' });
const luis = member(2, 'luis@chapinbox.test', { firstName: 'Luis', twoFactorEnabled: true });

const LAST_ADMIN = 'No se puede quitar el último administrador: nombra antes a otro administrador.';

function serveStaff(initial: StaffMember[] = [ana, luis]) {
  let staff = initial;
  let twoFactorRequired = false;
  const api = fakeApi({
    'GET /api/admin/staff': () => ({ status: 200, body: { staff, twoFactorRequired } }),
    'POST /api/admin/staff/2/reset-2fa': () => {
      staff = staff.map((item) => (item.id === 2 ? { ...item, twoFactorEnabled: false } : item));
      return { status: 204 };
    },
    'PUT /api/admin/staff/two-factor-policy': ({ body }) => {
      twoFactorRequired = (body as { required: boolean }).required;
      return { status: 200, body: { required: twoFactorRequired } };
    },
    'PATCH /api/admin/staff/2': ({ body }) => {
      staff = staff.map((item) => (item.id === 2 ? { ...item, role: (body as { role: 'admin' | 'editor' }).role } : item));
      return { status: 200, body: { member: staff[1] } };
    },
    'DELETE /api/admin/staff/2': () => {
      staff = staff.filter((item) => item.id !== 2);
      return { status: 204 };
    },
  });
  return api;
}

const rowOf = async (email: string) => (await screen.findAllByRole('listitem')).find((item) => item.textContent?.includes(email))!;
const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

describe('StaffPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When it loads, then each account shows its name, e-mail, role, creation and last sign-in, and the own account offers no changes', async () => {
    serveStaff();
    renderScreen(<StaffPanel currentUserId={1} />, { path: '/admin/staff' });

    const me = await rowOf('ana@chapinbox.test');
    expect(me).toHaveTextContent('Ana Admin');
    expect(me).toHaveTextContent('Tú');
    expect(me).toHaveTextContent('Administrador (tu cuenta)');
    expect(me).toHaveTextContent(/último acceso el/);
    expect(within(me).queryByRole('button')).toBeNull();
    expect(within(me).queryByRole('combobox')).toBeNull();
    const other = await rowOf('luis@chapinbox.test');
    expect(other).toHaveTextContent('nunca ha iniciado sesión');
    expect(within(other).getByRole('combobox', { name: 'Rol de luis@chapinbox.test' })).toHaveValue('editor');
    expect(within(other).getByRole('button', { name: 'Quitar el acceso de luis@chapinbox.test' })).toBeInTheDocument();
  });

  it('When an admin picks another role and confirms, then it is sent and the list shows the new role', async () => {
    const api = serveStaff();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<StaffPanel currentUserId={1} />);
    const row = await rowOf('luis@chapinbox.test');

    await typist().selectOptions(within(row).getByRole('combobox'), 'admin');

    expect(window.confirm).toHaveBeenCalledWith('¿Cambiar el rol de luis@chapinbox.test a Administrador? El cambio vale desde su próxima acción.');
    expect(await toastTitle('Rol actualizado')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/staff/2')[0].body).toEqual({ role: 'admin' });
    await waitFor(async () => expect(within(await rowOf('luis@chapinbox.test')).getByRole('combobox')).toHaveValue('admin'));
  });

  it('When the admin cancels the role change, then nothing is sent and the role stays', async () => {
    const api = serveStaff();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderScreen(<StaffPanel currentUserId={1} />);
    const row = await rowOf('luis@chapinbox.test');

    await typist().selectOptions(within(row).getByRole('combobox'), 'admin');

    expect(api.callsTo('PATCH /api/admin/staff/2')).toEqual([]);
    expect(within(row).getByRole('combobox')).toHaveValue('editor');
  });

  it('When an admin removes someone after confirming, then they leave the list and "Acceso quitado" shows', async () => {
    serveStaff();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<StaffPanel currentUserId={1} />);
    const row = await rowOf('luis@chapinbox.test');

    await typist().click(within(row).getByRole('button', { name: 'Quitar el acceso de luis@chapinbox.test' }));

    expect(window.confirm).toHaveBeenCalledWith('¿Quitar el acceso de luis@chapinbox.test? Su sesión se cerrará al momento y su cuenta se eliminará.');
    expect(await toastTitle('Acceso quitado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('When an admin ends a member\'s sessions after confirming, then it is sent and the toast says how many ended', async () => {
    const api = serveStaff();
    api.routes['POST /api/admin/staff/2/end-sessions'] = { status: 200, body: { ended: 2 } };
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<StaffPanel currentUserId={1} />);
    const row = await rowOf('luis@chapinbox.test');

    await typist().click(within(row).getByRole('button', { name: 'Cerrar las sesiones de luis@chapinbox.test' }));

    expect(window.confirm).toHaveBeenCalledWith('¿Cerrar todas las sesiones de luis@chapinbox.test? Tendrá que volver a iniciar sesión en cada dispositivo.');
    expect(await toastTitle('Sesiones cerradas')).toBeInTheDocument();
    expect(screen.getByText('luis@chapinbox.test: 2 sesiones cerradas.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/staff/2/end-sessions')).toHaveLength(1);
  });

  it('When the server refuses (the last administrator), then its message shows', async () => {
    fakeApi({
      'GET /api/admin/staff': { status: 200, body: { staff: [ana, member(2, 'eva@chapinbox.test', { role: 'admin' })], twoFactorRequired: false } },
      'PATCH /api/admin/staff/2': { status: 409, body: { message: LAST_ADMIN } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<StaffPanel currentUserId={1} />);

    await typist().selectOptions(within(await rowOf('eva@chapinbox.test')).getByRole('combobox'), 'editor');

    expect(await toastTitle('No se pudo cambiar el rol')).toBeInTheDocument();
    expect(screen.getByText(LAST_ADMIN, { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
  });

  it('When the list cannot load, then it says so with a retry', async () => {
    fakeApi({ 'GET /api/admin/staff': { status: 503, body: { message: 'down' } } });
    renderScreen(<StaffPanel currentUserId={1} />);

    expect(await screen.findByText('No se pudo cargar el personal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  describe('two-step sign-in', () => {
    const policySwitch = () => screen.findByRole('switch', { name: 'Exigir verificación en dos pasos a todo el personal' });

    it('When it loads, then each account says whether it signs in with two steps, and only others who do can have them reset', async () => {
      serveStaff([{ ...ana, twoFactorEnabled: true }, luis, member(3, 'eva@chapinbox.test')]);
      renderScreen(<StaffPanel currentUserId={1} />);

      const me = await rowOf('ana@chapinbox.test');
      expect(me).toHaveTextContent('Dos pasos');
      expect(within(me).queryByRole('button')).toBeNull();
      const luisRow = await rowOf('luis@chapinbox.test');
      expect(luisRow).toHaveTextContent('Dos pasos');
      expect(within(luisRow).getByRole('button', { name: 'Restablecer la verificación en dos pasos de luis@chapinbox.test' })).toBeInTheDocument();
      const eva = await rowOf('eva@chapinbox.test');
      expect(eva).toHaveTextContent('Sin dos pasos');
      expect(within(eva).queryByRole('button', { name: /Restablecer/ })).toBeNull();
      expect(await policySwitch()).not.toBeChecked();
    });

    it('When an admin resets a member\'s two steps after confirming, then it is sent, the toast confirms and the member shows without them', async () => {
      const api = serveStaff();
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      renderScreen(<StaffPanel currentUserId={1} />);
      const row = await rowOf('luis@chapinbox.test');

      await typist().click(within(row).getByRole('button', { name: 'Restablecer la verificación en dos pasos de luis@chapinbox.test' }));

      expect(window.confirm).toHaveBeenCalledWith(
        '¿Restablecer la verificación en dos pasos de luis@chapinbox.test? Su aplicación de autenticación y sus códigos de recuperación dejarán de valer, y tendrá que volver a configurarla.',
      );
      expect(await toastTitle('Verificación en dos pasos restablecida')).toBeInTheDocument();
      expect(api.callsTo('POST /api/admin/staff/2/reset-2fa')).toHaveLength(1);
      await waitFor(async () => expect(await rowOf('luis@chapinbox.test')).toHaveTextContent('Sin dos pasos'));
    });

    it('When the admin cancels the reset, then nothing is sent', async () => {
      const api = serveStaff();
      vi.spyOn(window, 'confirm').mockReturnValue(false);
      renderScreen(<StaffPanel currentUserId={1} />);

      await typist().click(within(await rowOf('luis@chapinbox.test')).getByRole('button', { name: /Restablecer/ }));

      expect(api.callsTo('POST /api/admin/staff/2/reset-2fa')).toEqual([]);
    });

    it('When an admin requires two steps of everyone after confirming, then it is sent and the switch stays on; the admin without them is told they are next', async () => {
      const api = serveStaff();
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      renderScreen(<StaffPanel currentUserId={1} />);

      await typist().click(await policySwitch());

      expect(window.confirm).toHaveBeenCalledWith(
        '¿Exigir la verificación en dos pasos a todo el personal? Quien no la tenga activada tendrá que configurarla antes de poder hacer nada más en la administración. Tú tampoco la tienes activada: tendrás que configurarla ahora.',
      );
      expect(await toastTitle('Verificación en dos pasos exigida')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/admin/staff/two-factor-policy')[0].body).toEqual({ required: true });
      await waitFor(async () => expect(await policySwitch()).toBeChecked());
    });

    it('When the admin cancels requiring them, then nothing is sent and the switch stays off', async () => {
      const api = serveStaff();
      vi.spyOn(window, 'confirm').mockReturnValue(false);
      renderScreen(<StaffPanel currentUserId={1} />);

      await typist().click(await policySwitch());

      expect(api.callsTo('PUT /api/admin/staff/two-factor-policy')).toEqual([]);
      expect(await policySwitch()).not.toBeChecked();
    });

    it('When the requirement is turned off, then it is sent without asking', async () => {
      const api = serveStaff();
      api.routes['GET /api/admin/staff'] = { status: 200, body: { staff: [{ ...ana, twoFactorEnabled: true }, luis], twoFactorRequired: true } };
      api.routes['PUT /api/admin/staff/two-factor-policy'] = { status: 200, body: { required: false } };
      const confirm = vi.spyOn(window, 'confirm');
      renderScreen(<StaffPanel currentUserId={1} />);

      await typist().click(await policySwitch());

      expect(await toastTitle('Verificación en dos pasos opcional')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/admin/staff/two-factor-policy')[0].body).toEqual({ required: false });
      expect(confirm).not.toHaveBeenCalled();
    });
  });
});
