import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { InvitationsPanel } from './invitations-panel';

const open = { id: 7, role: 'editor', email: 'rosa@chapinbox.test', createdAt: '2025-03-01T10:00:00.000Z', expiresAt: '2025-03-08T10:00:00.000Z', createdBy: 'ana@chapinbox.test' };
const created = { id: 8, role: 'editor', email: 'luis@chapinbox.test', url: 'http://localhost/register?invite=abc123', expiresAt: '2025-03-09T10:00:00.000Z', emailed: true };

/** The open invitations' items (toasts are list items too). */
const openItems = async () => within(await screen.findByRole('list', { name: 'Invitaciones abiertas' })).getAllByRole('listitem');

describe('InvitationsPanel', () => {
  it('When an admin invites an address, then it is for an editor unless told, the toast says it was e-mailed, the link shows once, the list grows, and the copy button copies it', async () => {
    let invitations = [open];
    const api = fakeApi({
      'GET /api/admin/invites': () => ({ status: 200, body: { invitations } }),
      'POST /api/admin/invites': () => {
        invitations = [{ ...open, id: 8 }, open];
        return { status: 201, body: created };
      },
    });
    const user = typist();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderScreen(<InvitationsPanel />, { path: '/admin' });
    expect(screen.getByRole('heading', { name: 'Invitar al equipo' })).toBeInTheDocument();
    expect(await openItems()).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Editor/ })).toBeChecked();

    await user.fill(screen.getByLabelText('Email de la persona invitada'), 'luis@chapinbox.test');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByDisplayValue(created.url)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invites')[0].body).toEqual({ role: 'editor', email: 'luis@chapinbox.test' });
    expect(screen.getByText('Le llegó un email a luis@chapinbox.test con el enlace.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Enlace de invitación de luis@chapinbox.test como editor/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email de la persona invitada')).toHaveValue('');
    await waitFor(async () => expect(await openItems()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(created.url);
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });

  it('When the admin picks the administrator role, then the invitation asks for it and the list names each role', async () => {
    let invitations = [open];
    const api = fakeApi({
      'GET /api/admin/invites': () => ({ status: 200, body: { invitations } }),
      'POST /api/admin/invites': () => {
        invitations = [{ ...open, id: 8, role: 'admin' }, open];
        return { status: 201, body: { ...created, role: 'admin' } };
      },
    });
    const user = typist();
    renderScreen(<InvitationsPanel />);
    await screen.findAllByRole('listitem');

    await user.fill(screen.getByLabelText('Email de la persona invitada'), 'luis@chapinbox.test');
    await user.click(screen.getByRole('radio', { name: /Administrador/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByLabelText(/Enlace de invitación de luis@chapinbox.test como administrador/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invites')[0].body).toEqual({ role: 'admin', email: 'luis@chapinbox.test' });
    await waitFor(async () => expect(await openItems()).toHaveLength(2));
    const items = await openItems();
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('rosa@chapinbox.test · Administrador · creada el'), expect.stringContaining('rosa@chapinbox.test · Editor · creada el')]);
  });

  it('When the address is missing or bad, then its message shows at the field, which is focused, and nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/admin/invites': { status: 200, body: { invitations: [] } } });
    const user = typist();
    renderScreen(<InvitationsPanel />);

    await user.fill(screen.getByLabelText('Email de la persona invitada'), 'luis@');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    const field = screen.getByLabelText('Email de la persona invitada');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.callsTo('POST /api/admin/invites')).toHaveLength(0);
  });

  it('When the mail server does not take the e-mail, then the toast says to send the link by hand', async () => {
    fakeApi({
      'GET /api/admin/invites': { status: 200, body: { invitations: [] } },
      'POST /api/admin/invites': { status: 201, body: { ...created, emailed: false } },
    });
    const user = typist();
    renderScreen(<InvitationsPanel />);

    await user.fill(screen.getByLabelText('Email de la persona invitada'), 'luis@chapinbox.test');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByText('El email no salió', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Copia el enlace y envíaselo a luis@chapinbox.test tú mismo.')).toBeInTheDocument();
  });

  it('When an admin withdraws an invitation after confirming, then it is deleted and the list reloads', async () => {
    let invitations = [open];
    const api = fakeApi({
      'GET /api/admin/invites': () => ({ status: 200, body: { invitations } }),
      'DELETE /api/admin/invites/7': () => {
        invitations = [];
        return { status: 204 };
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<InvitationsPanel />);
    const item = (await screen.findAllByRole('listitem'))[0];
    expect(within(item).getByText('Creada por ana@chapinbox.test')).toBeInTheDocument();

    await typist().click(within(item).getByRole('button', { name: /Retirar/ }));

    expect(await screen.findByText('No hay invitaciones abiertas.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.getByText('Invitación retirada', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
  });

  it('When the admin cancels the confirmation, then nothing is deleted', async () => {
    const api = fakeApi({ 'GET /api/admin/invites': { status: 200, body: { invitations: [open] } } });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderScreen(<InvitationsPanel />);

    await typist().click(await screen.findByRole('button', { name: /Retirar/ }));

    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
