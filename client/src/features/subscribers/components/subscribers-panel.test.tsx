import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber, SubscribersResponse } from '@shared/subscribers';
import { dismissToast } from '@/lib/toast-queue';
import { trackEvent } from '@/lib/analytics';
import { fakeApi, type ApiCall, type FakeReply } from '@/test/fake-api';
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
  state: 'pending',
  stateAt: '2025-03-04T15:30:00.000Z',
  stateReason: null,
  ...overrides,
});

const json = (status: number, body: unknown) => ({ status, body });

const page = (overrides: Partial<SubscribersResponse> = {}): SubscribersResponse => ({
  total: 1234,
  active: 1200,
  countsApproximate: false,
  matches: 1234,
  matchesCapped: false,
  pageSize: 25,
  subscribers: [subscriber(1, 'ana@example.com'), subscriber(2, 'ben@example.com', { isActive: false, status: 'confirmed', state: 'paused', stateAt: '2025-04-01T10:00:00.000Z', language: 'en', source: 'agexport' })],
  nextCursor: 'cursor-next',
  previousCursor: null,
  ...overrides,
});

interface Overrides {
  list?: (url: URL) => FakeReply | Promise<FakeReply>;
  remove?: () => FakeReply;
  exported?: () => FakeReply;
  bulk?: (call: ApiCall) => FakeReply;
  imported?: (call: ApiCall) => FakeReply;
}

function mockApi(overrides: Overrides = {}) {
  return fakeApi({
    'GET /api/vip/subscribers/export': () =>
      overrides.exported?.() ?? new Response('email\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename=vip-subscribers-2025-03-30.csv' } }),
    'GET /api/vip/subscribers/sources': json(200, { sources: ['agexport', 'vip_modal'] }),
    'DELETE /api/vip/subscribers/1': () => overrides.remove?.() ?? new Response(null, { status: 204 }),
    'PATCH /api/vip/subscribers/1': ({ body }) => json(200, { subscriber: { ...subscriber(1, 'ana@example.com'), ...(body as object) } }),
    'POST /api/vip/subscribers/bulk': (call) => overrides.bulk?.(call) ?? json(200, { affected: 2 }),
    'POST /api/vip/subscribers/import': (call) => overrides.imported?.(call) ?? json(200, { imported: 2, skipped: 1, invalid: [{ line: 4, message: 'El email «x» no es válido' }] }),
    'GET /api/vip/subscribers': ({ url }) => overrides.list?.(new URL(url, 'http://localhost')) ?? json(200, page()),
  });
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /api/vip/subscribers').map((call) => new URL(call.url, 'http://localhost').searchParams);
const lastListQuery = (api: ReturnType<typeof mockApi>) => Object.fromEntries(listCalls(api).at(-1)!);

const renderPanel = () => renderScreen(<SubscribersPanel />);

/** A window of this width: the media queries answer as a browser would. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  });
}

const toastTitle = (text: string) => screen.findByText(text, { exact: true, selector: 'div' });

describe('SubscribersPanel', () => {
  beforeEach(() => vi.mocked(trackEvent).mockClear());
  beforeEach(() => windowWidth(1280));
  afterEach(() => vi.unstubAllGlobals());
  afterEach(() => act(() => dismissToast()));

  it('When it loads, then the stat cards and the table show in Spanish with es-ES dates, languages and the sorted column marked', async () => {
    mockApi();
    renderPanel();

    const table = await screen.findByRole('table');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('1234');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('1200');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      '',
      'Email',
      'Fecha de suscripción',
      'Idioma',
      'Fuente',
      'Estado',
      'Acciones',
    ]);
    expect(within(table).getByRole('columnheader', { name: /Fecha de suscripción/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'none');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ana@example.com');
    expect(first).toHaveTextContent(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-03-04T15:30:00.000Z')));
    expect(first).toHaveTextContent('Español');
    expect(first).toHaveTextContent('Sin confirmar');
    expect(second).toHaveTextContent('Inglés');
    expect(second).toHaveTextContent('agexport');
    expect(second).toHaveTextContent(`Desactivadodesde ${new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-04-01T10:00:00.000Z'))}`);
    expect(within(second).getByRole('button', { name: 'Reactivar ben@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1–2 de 1234')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restablecer "ya suscrito" en este navegador' })).toHaveAttribute('href', '/?reset-vip=true');
  });

  it.each([390, 1280])('When people are suppressed (%i px), then each shows why in Spanish with its date and reason, and none offers "Reactivar"', async (width) => {
    windowWidth(width);
    const when = '2025-05-06T08:00:00.000Z';
    mockApi({
      list: () =>
        json(
          200,
          page({
            subscribers: [
              subscriber(3, 'una@example.com', { isActive: false, state: 'unsubscribed', stateAt: when }),
              subscriber(4, 'bo@example.com', { isActive: false, state: 'bounced', stateAt: when, stateReason: '550 5.1.1 user unknown' }),
              subscriber(5, 'cam@example.com', { isActive: false, state: 'complained', stateAt: when, stateReason: 'abuse' }),
              subscriber(6, 'paz@example.com', { isActive: false, state: 'paused', stateAt: when }),
            ],
          }),
        ),
    });
    renderPanel();

    const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when));
    const rows = width < 1280 ? within(await screen.findByRole('list', { name: 'Suscriptores' })).getAllByRole('listitem') : within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`Se dio de bajadesde ${date}`);
    expect(rows[1]).toHaveTextContent(`Rebotadodesde ${date}550 5.1.1 user unknown`);
    expect(rows[2]).toHaveTextContent(`Marcó como spamdesde ${date}abuse`);
    for (const [index, email] of ['una@example.com', 'bo@example.com', 'cam@example.com'].entries()) {
      expect(within(rows[index]).queryByRole('button', { name: `Reactivar ${email}` })).toBeNull();
      expect(within(rows[index]).getByRole('button', { name: `Eliminar ${email}` })).toBeInTheDocument();
    }
    expect(within(rows[3]).getByRole('button', { name: 'Reactivar paz@example.com' })).toBeInTheDocument();
  });

  it.each([
    ['Rebotados', { state: 'bounced' }],
    ['Marcaron como spam', { state: 'complained' }],
    ['Se dieron de baja', { state: 'unsubscribed' }],
    ['Desactivados por el equipo', { state: 'paused' }],
    ['Confirmados', { state: 'confirmed' }],
    ['Activos', { status: 'active' }],
  ])('When staff filter the state by "%s", then the list is asked for it alone', async (label, filter) => {
    const api = mockApi();
    renderPanel();
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Inactivos');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), label);

    await waitFor(() => expect(lastListQuery(api)).toEqual({ ...filter, sort: 'subscribedAt', order: 'desc', pageSize: '25' }));
  });

  it('When the club is large, then its counts and the paging say they are approximate', async () => {
    mockApi({ list: () => json(200, page({ total: 1_000_000, active: 941_177, matches: 1_000_000, countsApproximate: true })) });
    renderPanel();

    expect(await screen.findByText('Mostrando 1–2 de aprox. 1.000.000')).toBeInTheDocument();
    expect(screen.getAllByText('Aproximado: contado hace menos de 30 s')).toHaveLength(2);
    expect(screen.getByText('Página 1')).toBeInTheDocument();
  });

  it.each([390, 1024])('When the window is %i px wide, then each subscriber is a card with every field, its tick box and its actions, and the order is a menu', async (width) => {
    windowWidth(width);
    const api = mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPanel();

    const list = await screen.findByRole('list', { name: 'Suscriptores' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('ana@example.com');
    expect(first).toHaveTextContent('vip_modal');
    expect(first).toHaveTextContent('Español');
    expect(first).toHaveTextContent('Sin confirmardesde');
    expect(second).toHaveTextContent('Desactivadodesde');
    expect(within(first).getByRole('checkbox', { name: 'Seleccionar ana@example.com' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Desactivar ana@example.com' })).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Eliminar ana@example.com' }));
    expect(window.confirm).toHaveBeenCalledWith('¿Eliminar a ana@example.com de la lista de suscriptores? Esta acción no se puede deshacer.');

    await userEvent.selectOptions(screen.getByLabelText('Ordenar'), 'Email (Z–A)');

    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ sort: 'email', order: 'desc' }));
  });

  it('When staff choose a status, a language and a source and type a search, then the list is asked with them from the first page', async () => {
    const api = mockApi();
    renderPanel();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ after: 'cursor-next' }));

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Inactivos');
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'Inglés');
    await userEvent.selectOptions(await screen.findByLabelText('Fuente'), await screen.findByRole('option', { name: 'agexport' }));
    await userEvent.type(screen.getByLabelText('Buscar por email'), 'ana');

    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({ search: 'ana', status: 'inactive', language: 'en', source: 'agexport', sort: 'subscribedAt', order: 'desc', pageSize: '25' }),
    );
  });

  it('When staff press a column header, then the list is sorted by it, and a second press flips the order', async () => {
    const api = mockApi();
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ sort: 'email', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Fecha de suscripción/ })).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ sort: 'email', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('When staff page forward and back, then the server cursors are sent and the page number follows', async () => {
    const api = mockApi({
      list: (url) =>
        json(200, url.searchParams.get('after') ? page({ nextCursor: null, previousCursor: 'cursor-previous', subscribers: [subscriber(3, 'cy@example.com')] }) : page()),
    });
    renderPanel();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 26–26 de 1234')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ before: 'cursor-previous' }));
  });

  it('When staff tick two rows and deactivate them, then the ids are sent and the toast says how many changed', async () => {
    const api = mockApi();
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar ana@example.com' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar ben@example.com' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    expect(bar).toHaveTextContent('2 seleccionados');
    await userEvent.click(within(bar).getByRole('button', { name: 'Desactivar' }));

    expect(await toastTitle('Suscriptores desactivados')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vip/subscribers/bulk').map((call) => call.body)).toEqual([{ action: 'deactivate', ids: [1, 2] }]);
    expect(screen.queryByRole('region', { name: 'Acciones con la selección' })).toBeNull();
  });

  it('When a filter changes, then the previous rows shown while the new ones load cannot be ticked, and "all of this page" ticks only the new rows', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    mockApi({
      list: (url) =>
        url.searchParams.get('language') === 'en'
          ? new Promise<FakeReply>((resolve) => (answer = resolve))
          : json(200, page()),
    });
    renderPanel();
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'Inglés');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Seleccionar ana@example.com' })).toBeDisabled();

    answer(json(200, page({ subscribers: [subscriber(2, 'ben@example.com', { language: 'en' })], matches: 1, nextCursor: null })));
    const pageBox = screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    await waitFor(() => expect(pageBox).toBeEnabled());
    await userEvent.click(pageBox);
    expect(screen.getByRole('region', { name: 'Acciones con la selección' })).toHaveTextContent('1 seleccionado');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar ana@example.com' })).toBeNull();
  });

  it('When staff select all matching the filter and delete, then the browser asks first and the filter is sent', async () => {
    const api = mockApi({ list: () => json(200, page({ matches: 1000, matchesCapped: true })) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPanel();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Inactivos');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ status: 'inactive' }));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seleccionar los más de 1000 que coinciden' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    expect(bar).toHaveTextContent('Todos los que coinciden con el filtro (más de 1000)');
    await userEvent.click(within(bar).getByRole('button', { name: 'Eliminar' }));

    expect(window.confirm).toHaveBeenCalledWith('¿Eliminar a los más de 1000 suscriptores que coinciden con el filtro? Esta acción no se puede deshacer.');
    expect(await toastTitle('Suscriptores eliminados')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vip/subscribers/bulk').map((call) => call.body)).toEqual([{ action: 'delete', filter: { search: '', status: 'inactive' } }]);
  });

  it('When staff cancel a bulk delete, then nothing is sent', async () => {
    const api = mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar ana@example.com' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Acciones con la selección' })).getByRole('button', { name: 'Eliminar' }));

    expect(window.confirm).toHaveBeenCalledWith('¿Eliminar a 1 suscriptor de la lista de suscriptores? Esta acción no se puede deshacer.');
    expect(api.callsTo('POST /api/vip/subscribers/bulk')).toEqual([]);
  });

  it('When a bulk action fails, then the server message shows', async () => {
    mockApi({ bulk: () => json(400, { message: 'Indica los suscriptores (ids) o un filtro, no ambos' }) });
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar ana@example.com' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Acciones con la selección' })).getByRole('button', { name: 'Reactivar' }));

    expect(await toastTitle('No se pudo completar la acción')).toBeInTheDocument();
    expect(screen.getAllByText('Indica los suscriptores (ids) o un filtro, no ambos').length).toBeGreaterThan(0);
  });

  it('When staff deactivate one row, then it is patched and "Suscriptor desactivado" shows', async () => {
    const api = mockApi();
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar ana@example.com' }));

    expect(await toastTitle('Suscriptor desactivado')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/vip/subscribers/1').map((call) => call.body)).toEqual([{ isActive: false }]);
  });

  it('When staff confirm a delete, then it is deleted, the list refreshed and "Suscriptor eliminado" shows', async () => {
    const api = mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPanel();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar ana@example.com' }));

    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('ana@example.com'));
    expect(await toastTitle('Suscriptor eliminado')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/vip/subscribers/1')).toHaveLength(1);
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(1));
    expect(trackEvent).toHaveBeenCalledWith('admin_delete_subscriber', { category: 'admin', label: 'vip_modal' });
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

  it('When staff export with a filter, then the CSV of that filter is saved under the server name and "Exportación exitosa" shows', async () => {
    const api = mockApi();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('vip-subscribers-2025-03-30.csv');
    });
    renderPanel();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'Inglés');

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(await toastTitle('Exportación exitosa')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(api.callsTo('GET /api/vip/subscribers/export').map((call) => call.url)).toEqual(['/api/vip/subscribers/export?language=en&sort=subscribedAt&order=desc']);
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

describe('the import dialog', () => {
  beforeEach(() => windowWidth(1280));
  afterEach(() => vi.unstubAllGlobals());
  afterEach(() => act(() => dismissToast()));

  const csvFile = () => new File(['email\nana@example.com\n'], 'feria.csv', { type: 'text/csv' });

  async function openImport() {
    renderPanel();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    return screen.getByRole('dialog', { name: 'Importar suscriptores (CSV)' });
  }

  it('When staff choose a file and tick consent, then it is sent as text/csv with their answers and the result shows line by line', async () => {
    const api = mockApi();
    const dialog = await openImport();
    const submit = within(dialog).getByRole('button', { name: 'Importar' });
    expect(submit).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('Archivo CSV'), csvFile());
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Estas personas aceptaron recibir emails del Club VIP'));
    await userEvent.click(submit);

    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent('Importados: 2');
    expect(result).toHaveTextContent('Omitidos (ya estaban en la lista o repetidos en el archivo): 1');
    expect(result).toHaveTextContent('Línea 4: El email «x» no es válido');
    const [call] = api.callsTo('POST /api/vip/subscribers/import');
    expect(call.url).toBe('/api/vip/subscribers/import?consent=true&confirmed=false');
    expect(call.body).toBeInstanceOf(File);
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith('/api/vip/subscribers/import'))![1]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('text/csv');
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(1));
  });

  it('When staff say the people already confirmed, then confirmed=true is sent', async () => {
    const api = mockApi();
    const dialog = await openImport();

    await userEvent.upload(within(dialog).getByLabelText('Archivo CSV'), csvFile());
    await userEvent.click(within(dialog).getByLabelText('Estas personas aceptaron recibir emails del Club VIP'));
    await userEvent.click(within(dialog).getByLabelText('Ya confirmaron su email (no enviarles el email de confirmación)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    await waitFor(() => expect(api.callsTo('POST /api/vip/subscribers/import').map((call) => call.url)).toEqual(['/api/vip/subscribers/import?consent=true&confirmed=true']));
  });

  it('When the server refuses the file, then its message shows in the dialog', async () => {
    mockApi({ imported: () => json(400, { message: 'El archivo está vacío.' }) });
    const dialog = await openImport();

    await userEvent.upload(within(dialog).getByLabelText('Archivo CSV'), csvFile());
    await userEvent.click(within(dialog).getByLabelText('Estas personas aceptaron recibir emails del Club VIP'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El archivo está vacío.');
  });

  it('When the file is over 10 MB, then it says so without sending it', async () => {
    const api = mockApi();
    const dialog = await openImport();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });

    await userEvent.upload(within(dialog).getByLabelText('Archivo CSV'), big);
    await userEvent.click(within(dialog).getByLabelText('Estas personas aceptaron recibir emails del Club VIP'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El archivo supera el límite de 10 MB. Divídelo en varios archivos.');
    expect(api.callsTo('POST /api/vip/subscribers/import')).toEqual([]);
  });
});
