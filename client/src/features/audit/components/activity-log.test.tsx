import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/audit';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { ActivityLog } from './activity-log';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2025-03-04T15:30:00.000Z',
  actor: { email: 'ana@chapinbox.test' },
  action: 'subscribers.delete',
  target: `cliente${id}@example.com`,
  details: null,
  ...overrides,
});

describe('ActivityLog', () => {
  it('When it loads, then each entry shows when, who, what, to what and its changes', async () => {
    fakeApi({
      'GET /api/admin/audit': {
        status: 200,
        body: {
          page: 1,
          pageSize: 50,
          hasMore: false,
          entries: [
            entry(2, { action: 'inventory.update', target: 'inventario', details: { changes: [{ field: 'PARTY MIX', from: 15, to: 12 }] } }),
            entry(1),
          ],
        },
      },
    });
    renderScreen(<ActivityLog />, { path: '/admin/activity' });

    const list = await screen.findByRole('list', { name: 'Registro de actividad' });
    const [first, second] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(first).toHaveTextContent('ana@chapinbox.test · Actualizó el inventario · inventario');
    expect(first).toHaveTextContent('Cambió las cajas de PARTY MIX de 15 a 12');
    expect(first).toHaveTextContent(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-03-04T15:30:00.000Z')));
    expect(second).toHaveTextContent('ana@chapinbox.test · Eliminó suscriptores · cliente1@example.com');
    expect(screen.getByRole('button', { name: 'Más antiguas' })).toBeDisabled();
  });

  it('When there is an older page, then "Más antiguas" asks for it and "Más recientes" comes back', async () => {
    const api = fakeApi({
      'GET /api/admin/audit': ({ url }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return { status: 200, body: { page, pageSize: 50, hasMore: page === 1, entries: [entry(page === 1 ? 60 : 5)] } };
      },
    });
    const user = typist();
    renderScreen(<ActivityLog />);
    await screen.findByText(/cliente60@example.com/);

    await user.click(screen.getByRole('button', { name: 'Más antiguas' }));

    expect(await screen.findByText(/cliente5@example.com/)).toBeInTheDocument();
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Más antiguas' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Más recientes' }));
    expect(await screen.findByText(/cliente60@example.com/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/audit').map((call) => call.url)).toEqual(['/api/admin/audit?page=1', '/api/admin/audit?page=2']);
  });

  it('When staff filter by person, kind of action and dates, then the log is asked with them from its first page; "Quitar filtros" clears them', async () => {
    const api = fakeApi({
      'GET /api/admin/audit/actors': { status: 200, body: { actors: ['ana@chapinbox.test', 'luis@chapinbox.test'] } },
      'GET /api/admin/audit': ({ url }) => {
        const filtered = new URL(url, 'http://localhost').searchParams.has('actor');
        return { status: 200, body: { page: 1, pageSize: 50, hasMore: false, entries: filtered ? [] : [entry(1)] } };
      },
    });
    const user = typist();
    renderScreen(<ActivityLog />);
    await screen.findByText(/cliente1@example.com/);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Persona' }), 'luis@chapinbox.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de acción' }), 'Accesos y cuentas');
    await user.fill(screen.getByLabelText('Desde'), '2026-11-01');
    await user.fill(screen.getByLabelText('Hasta'), '2026-11-28');

    expect(await screen.findByText('Ninguna entrada coincide con los filtros.')).toBeInTheDocument();
    await waitFor(() => {
      const last = new URL(api.callsTo('GET /api/admin/audit').at(-1)!.url, 'http://localhost').searchParams;
      expect(Object.fromEntries(last)).toEqual({
        page: '1',
        actor: 'luis@chapinbox.test',
        kind: 'auth',
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 29).toISOString(),
      });
    });

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText(/cliente1@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Persona' })).toHaveValue('');
  });

  it('When the log is empty, then it says so', async () => {
    fakeApi({ 'GET /api/admin/audit': { status: 200, body: { page: 1, pageSize: 50, hasMore: false, entries: [] } } });
    renderScreen(<ActivityLog />);
    expect(await screen.findByText('Todavía no hay actividad registrada.')).toBeInTheDocument();
  });

  it('When the log cannot load, then it says so with a retry', async () => {
    fakeApi({ 'GET /api/admin/audit': { status: 503, body: { message: 'down' } } });
    renderScreen(<ActivityLog />);
    expect(await screen.findByText('No se pudo cargar la actividad.')).toBeInTheDocument();
  });
});
