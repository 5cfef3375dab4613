import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { InvitationsPanel } from './invitations-panel';

const open = { id: 7, role: 'editor', createdAt: '2025-03-01T10:00:00.000Z', expiresAt: '2025-03-08T10:00:00.000Z', createdBy: 'ana@chapinbox.test' };
const created = { id: 8, role: 'editor', url: 'http://localhost/register?invite=abc123', expiresAt: '2025-03-09T10:00:00.000Z' };

describe('InvitationsPanel', () => {
  it('When an admin creates an invitation, then it is for an editor unless told, the link shows once, the list grows, and the copy button copies it', async () => {
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
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Editor/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Crear enlace de invitación' }));

    expect(await screen.findByDisplayValue(created.url)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invites')[0].body).toEqual({ role: 'editor' });
    expect(screen.getByLabelText(/Enlace de invitación para editor/)).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
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

    await user.click(screen.getByRole('radio', { name: /Administrador/ }));
    await user.click(screen.getByRole('button', { name: 'Crear enlace de invitación' }));

    expect(await screen.findByLabelText(/Enlace de invitación para administrador/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invites')[0].body).toEqual({ role: 'admin' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Administrador · creada el'), expect.stringContaining('Editor · creada el')]);
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
