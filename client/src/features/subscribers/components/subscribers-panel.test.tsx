import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '@shared/subscribers';
import { dismissToast } from '@/lib/toast-queue';
import { trackEvent } from '@/lib/analytics';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { SubscribersPanel } from './subscribers-panel';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

const subscriber = (id: number, email: string, overrides: Partial<Subscriber> = {}): Subscriber => ({
  id,
  email,
  subscribedAt: '2025-03-04T15:30:00.000Z',
  source: 'vip_modal',
  language: 'es',
  isActive: true,
  status: 'pending',
  acceptsEmails: true,
  ...overrides,
});

const json = (status: number, body: unknown) => ({ status, body });

function mockApi(overrides: { list?: (url: URL) => FakeReply; remove?: () => FakeReply; exported?: () => FakeReply } = {}) {
  return fakeApi({
    'GET /api/vip/subscribers/export': () =>
      overrides.exported?.() ?? new Response('email\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename=vip-subscribers-2025-03-30.csv' } }),
    'DELETE /api/vip/subscribers/1': () => overrides.remove?.() ?? new Response(null, { status: 204 }),
    'GET /api/vip/subscribers': ({ url }) => {
      const address = new URL(url, 'http://localhost');
      return (
        overrides.list?.(address) ??
        json(200, {
          total: 1234,
          active: 1200,
          matches: 1234,
          matchesCapped: false,
          page: Number(address.searchParams.get('page')),
          pageSize: 25,
          subscribers: [subscriber(1, 'ana@example.com'), subscriber(2, 'ben@example.com', { isActive: false, status: 'confirmed' })],
        })
      );
    },
  }).fetchMock;
}

const renderPanel = () => renderScreen(<SubscribersPanel />);

/** A phone: the SMALL_SCREEN media query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
}

const toastTitle = (text: string) => screen.findByText(text, { exact: true, selector: 'div' });

describe('SubscribersPanel', () => {
  beforeEach(() => vi.mocked(trackEvent).mockClear());
  afterEach(() => vi.unstubAllGlobals());
  afterEach(() => act(() => dismissToast()));

  it('When it loads, then the stat cards and the table show in Spanish with es-ES dates', async () => {
    mockApi();
    renderPanel();

    const table = await screen.findByRole('table');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('1234');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('1200');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Fecha de suscripción', 'Fuente', 'Estado', 'Acciones']);
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('ana@example.com');
    expect(first).toHaveTextContent(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-03-04T15:30:00.000Z')));
    expect(first).toHaveTextContent('Activo');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Inactivo');
    expect(screen.getByText('Mostrando 1–2 de 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restablecer "ya suscrito" en este navegador' })).toHaveAttribute('href', '/?reset-vip=true');
  });

  it('When shown on a phone, then each subscriber is a card with every field and its delete action', async () => {
    onPhone();
    mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPanel();

    const list = await screen.findByRole('list', { name: 'Suscriptores' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('ana@example.com');
    expect(first).toHaveTextContent(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-03-04T15:30:00.000Z')));
    expect(first).toHaveTextContent('vip_modal');
    expect(first).toHaveTextContent('ActivoSin confirmar');
    expect(second).toHaveTextContent('InactivoConfirmado');
    await userEvent.click(within(first).getByRole('button', { name: 'Eliminar ana@example.com' }));
    expect(window.confirm).toHaveBeenCalledWith('¿Eliminar a ana@example.com de la lista de suscriptores? Esta acción no se puede deshacer.');
  });

  it('When staff type a search, then the list is asked again with it from page 1', async () => {
    const fetchMock = mockApi();
    renderPanel();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=2'))).toBe(true));

    await userEvent.type(screen.getByLabelText('Buscar por email'), 'ana');

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/vip/subscribers?page=1&pageSize=25&search=ana')).toBe(true));
  });

  it('When staff confirm a delete, then it is deleted, the list refreshed and "Suscriptor eliminado" shows', async () => {
    const fetchMock = mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar ana@example.com' }));

    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('ana@example.com'));
    expect(await toastTitle('Suscriptor eliminado')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/vip/subscribers/1', expect.objectContaining({ method: 'DELETE' }));
    expect(trackEvent).toHaveBeenCalledWith('admin_delete_subscriber', { category: 'admin', label: 'vip_modal' });
  });

  it('When staff cancel the confirmation, then nothing is deleted', async () => {
    const fetchMock = mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar ana@example.com' }));

    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('When the delete fails, then "Error al eliminar" shows the server message', async () => {
    mockApi({ remove: () => json(404, { message: 'Suscriptor no encontrado' }) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar ana@example.com' }));

    expect(await toastTitle('Error al eliminar')).toBeInTheDocument();
    expect(screen.getAllByText('Suscriptor no encontrado').length).toBeGreaterThan(0);
  });

  it('When staff export, then the CSV is saved under the server name and "Exportación exitosa" shows', async () => {
    mockApi();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('vip-subscribers-2025-03-30.csv');
    });
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(await toastTitle('Exportación exitosa')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(trackEvent).toHaveBeenCalledWith('admin_export', { category: 'admin', label: 'vip_subscribers' });
  });

  it('When the export fails, then "Error de exportación" shows', async () => {
    mockApi({ exported: () => json(503, { message: 'down' }) });
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(await toastTitle('Error de exportación')).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo exportar la lista').length).toBeGreaterThan(0);
  });

  it('When the list cannot load, then "No se pudieron cargar los suscriptores" shows as a toast', async () => {
    mockApi({ list: () => json(500, { message: 'Internal server error' }) });
    renderPanel();

    expect(await toastTitle('No se pudieron cargar los suscriptores')).toBeInTheDocument();
  });
});
