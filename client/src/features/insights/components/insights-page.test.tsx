import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsSummary } from '@shared/insights';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { insightsSummaryFixture, siteConfigFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { InsightsPage } from './insights-page';

const SUMMARY = 'GET /api/admin/insights/summary';
const live = { visitors: 3, pageviews: 7, marketplaceClicks: 1 };

function serve(summary: FakeRoute = { status: 200, body: insightsSummaryFixture() }) {
  return fakeApi({ [SUMMARY]: summary, 'GET /api/admin/insights/live': { status: 200, body: live } });
}

/** The query strings the page asked the summary with, in order. */
const summaryQueries = (api: ReturnType<typeof serve>) => api.callsTo(SUMMARY).map((call) => call.url.split('?')[1]);

const zeros = { visitors: 0, pageviews: 0, vipShown: 0, signUps: 0, confirmed: 0, marketplaceClicks: 0 };
const emptySummary: InsightsSummary = {
  ...zeros,
  previous: zeros,
  byDay: [],
  funnel: [],
  sources: [],
  campaigns: [],
  pages: [],
  languages: [],
  devices: [],
  clicksByBox: [],
  clicksByPlace: [],
};

describe('InsightsPage', () => {
  // Saturday 15 March 2025, midday in the shop (Guatemala): "today" for every period.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T18:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('When it opens, then it asks for the last 7 days and shows the five figures, each against the week before', async () => {
    const api = serve();
    renderScreen(<InsightsPage />, { path: '/admin/insights' });

    expect(screen.getByRole('heading', { level: 2, name: 'Estadísticas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando estadísticas...')).toHaveAttribute('role', 'status');
    const visitors = await screen.findByTestId('headline-visitors');
    expect(summaryQueries(api)).toEqual(['from=2025-03-09&to=2025-03-15']);
    expect(screen.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('insights-range')).toHaveTextContent('Del 9 mar 2025 al 15 mar 2025');

    expect(visitors).toHaveTextContent(/^Visitantes12\.345\+12 % frente al periodo anterior$/);
    expect(screen.getByTestId('headline-pageviews')).toHaveTextContent(/^Páginas vistas34\.567sin datos antes$/);
    expect(screen.getByTestId('headline-signUps')).toHaveTextContent(/^Suscripciones VIP950−5 % frente al periodo anterior$/);
    expect(screen.getByTestId('headline-confirmed')).toHaveTextContent(/^Confirmadas800sin cambios frente al periodo anterior$/);
    expect(screen.getByTestId('headline-marketplaceClicks')).toHaveTextContent(/^Clics a Amazon620\+24 % frente al periodo anterior$/);
  });

  it('When the figures show, then the chart by day, both funnels with their rates and the tables with Spanish names follow', async () => {
    serve();
    const user = typist();
    renderScreen(<InsightsPage />, { path: '/admin/insights' });

    expect(await screen.findByRole('img', { name: /^Visitantes por día del 09\/03 al 15\/03: 1260 en total; el día con más fue el 15\/03 con 210\.$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clics a Amazon' }));
    expect(screen.getByRole('img', { name: /^Clics a Amazon por día del 09\/03 al 15\/03: 56 en total/ })).toBeInTheDocument();

    for (const rate of ['38 % vio la oferta VIP', '20 % de quienes la vieron se suscribió', '84 % de los suscritos confirmó', '5 % de los visitantes hizo clic hacia Amazon']) {
      expect(screen.getByText(rate)).toBeInTheDocument();
    }

    const rowNames = (caption: string) =>
      within(screen.getByRole('table', { name: caption }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rowNames('Visitantes, suscripciones y clics a Amazon por fuente')).toEqual(['Filtrar por la fuente Directo', 'Filtrar por la fuente qr', 'Filtrar por la fuente facebook.com']);
    expect(rowNames('Visitantes, suscripciones y clics a Amazon por campaña')).toEqual(['Sin campaña', 'Filtrar por la campaña agexport-2025']);
    expect(rowNames('Visitantes, suscripciones y clics a Amazon por página')).toEqual(['/', '/agexport']);
    expect(rowNames('Visitantes, suscripciones y clics a Amazon por idioma')).toEqual(['Español', 'Inglés']);
    expect(rowNames('Visitantes, suscripciones y clics a Amazon por dispositivo')).toEqual(['Teléfono', 'Tableta', 'Ordenador']);
    expect(rowNames('Clics a Amazon por caja')).toEqual(['PARTY MIX', 'CHOCO BOX']);
    expect(rowNames('Clics a Amazon por lugar de la página')).toEqual(['Barra de urgencia', 'Por qué elegirnos', 'Código QR']);
    const devices = within(screen.getByRole('table', { name: 'Visitantes, suscripciones y clics a Amazon por dispositivo' }));
    expect(devices.getByRole('row', { name: 'Teléfono 800 60 40' })).toBeInTheDocument();
  });

  it('When a period button is pressed, then the page asks for that range and keeps it in the address', async () => {
    const api = serve();
    const user = typist();
    const { location } = renderScreen(<InsightsPage />, { path: '/admin/insights' });
    await screen.findByTestId('headline-visitors');

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2025-03-15&to=2025-03-15'));
    expect(screen.getByTestId('insights-range')).toHaveTextContent('15 mar 2025');
    expect(location.history?.at(-1)).toBe('/admin/insights?period=today');

    await user.click(screen.getByRole('button', { name: '30 días' }));
    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2025-02-14&to=2025-03-15'));
    expect(screen.getByRole('button', { name: '30 días' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '12 meses' }));
    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2024-03-16&to=2025-03-15'));
    expect(location.history?.at(-1)).toBe('/admin/insights?period=12m');

    await user.click(screen.getByRole('button', { name: '7 días' }));
    expect(location.history?.at(-1)).toBe('/admin/insights');
  });

  it('When two dates are chosen, then empty days, "Hasta" before "Desde" and a period too long are refused in Spanish, and a good range is asked for', async () => {
    const api = serve();
    const user = typist();
    const { location } = renderScreen(<InsightsPage />, { path: '/admin/insights' });
    await screen.findByTestId('headline-visitors');

    await user.click(screen.getByRole('button', { name: 'Elegir fechas' }));
    await user.click(screen.getByRole('button', { name: 'Ver estas fechas' }));
    expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription('Elige el primer día');
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription('Elige el último día');
    expect(screen.getByLabelText('Desde')).toHaveFocus();
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('max', '2025-03-15');

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Ver estas fechas' }));
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription('El último día no puede ser anterior al primero');
    expect(screen.getByLabelText('Desde')).not.toHaveAttribute('aria-invalid');
    expect(summaryQueries(api)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2024-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Ver estas fechas' }));
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription('El periodo puede abarcar como mucho 400 días');
    expect(summaryQueries(api)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-12' } });
    await user.click(screen.getByRole('button', { name: 'Ver estas fechas' }));
    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2025-03-10&to=2025-03-12'));
    expect(location.history?.at(-1)).toBe('/admin/insights?from=2025-03-10&to=2025-03-12');
    expect(screen.getByRole('button', { name: 'Elegir fechas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('insights-range')).toHaveTextContent('Del 10 mar 2025 al 12 mar 2025');
  });

  it('When a source is chosen in its table, then every panel is asked again with source=, a removable chip shows, and removing it asks without', async () => {
    const api = serve();
    const user = typist();
    const { location } = renderScreen(<InsightsPage />, { path: '/admin/insights?period=30d' });

    await user.click(await screen.findByRole('button', { name: 'Filtrar por la fuente qr' }));

    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2025-02-14&to=2025-03-15&source=qr'));
    expect(location.history?.at(-1)).toBe('/admin/insights?period=30d&source=qr');
    const chip = screen.getByRole('button', { name: 'Quitar el filtro Fuente: qr' });
    expect(chip).toHaveTextContent('Fuente: qr');

    await user.click(screen.getByRole('button', { name: 'Filtrar por la campaña agexport-2025' }));
    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2025-02-14&to=2025-03-15&source=qr&campaign=agexport-2025'));
    expect(screen.getByRole('button', { name: 'Quitar el filtro Campaña: agexport-2025' })).toBeInTheDocument();

    await user.click(chip);
    await waitFor(() => expect(summaryQueries(api).at(-1)).toBe('from=2025-02-14&to=2025-03-15&campaign=agexport-2025'));
    expect(screen.queryByRole('button', { name: 'Quitar el filtro Fuente: qr' })).toBeNull();
    expect(location.history?.at(-1)).toBe('/admin/insights?period=30d&campaign=agexport-2025');
  });

  it('When a shared address carries a range and a filter, then the page opens on them', async () => {
    const api = serve();
    renderScreen(<InsightsPage />, { path: '/admin/insights?from=2025-01-01&to=2025-01-31&source=qr' });

    await screen.findByTestId('headline-visitors');
    expect(summaryQueries(api)).toEqual(['from=2025-01-01&to=2025-01-31&source=qr']);
    expect(screen.getByRole('button', { name: 'Quitar el filtro Fuente: qr' })).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2025-01-31');
  });

  it('When the export links show, then each carries the period, the filter and its table', async () => {
    serve();
    const user = typist();
    renderScreen(<InsightsPage />, { path: '/admin/insights' });

    expect(await screen.findByRole('link', { name: 'Exportar CSV de fuentes' })).toHaveAttribute('href', '/api/admin/insights/export?from=2025-03-09&to=2025-03-15&table=sources');

    await user.click(screen.getByRole('button', { name: '30 días' }));
    await user.click(await screen.findByRole('button', { name: 'Filtrar por la fuente qr' }));

    await screen.findByRole('button', { name: 'Quitar el filtro Fuente: qr' });
    const hrefs = [
      ['fuentes', 'sources'],
      ['campañas', 'campaigns'],
      ['páginas', 'pages'],
      ['idiomas', 'languages'],
      ['dispositivos', 'devices'],
      ['clics por caja', 'boxes'],
      ['clics por lugar', 'places'],
    ];
    for (const [name, table] of hrefs) {
      const link = screen.getByRole('link', { name: `Exportar CSV de ${name}` });
      expect(link).toHaveAttribute('href', `/api/admin/insights/export?from=2025-02-14&to=2025-03-15&source=qr&table=${table}`);
      expect(link).toHaveAttribute('download');
    }
  });

  it('When the period had no visits, then it says so in plain Spanish and shows no tables', async () => {
    serve({ status: 200, body: emptySummary });
    renderScreen(<InsightsPage />, { path: '/admin/insights' });

    expect(await screen.findByText('Aún no hay visitas en este periodo.')).toBeInTheDocument();
    expect(screen.getByTestId('headline-visitors')).toHaveTextContent(/^Visitantes0sin datos antes$/);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('When the server refuses the range, then its message shows; when it fails, a plain error shows and "Reintentar" asks again', async () => {
    const api = serve({ status: 400, body: { message: 'El periodo no puede pasar de dos años' } });
    const user = typist();
    const { unmount } = renderScreen(<InsightsPage />, { path: '/admin/insights?from=2020-01-01&to=2025-03-15' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El periodo no puede pasar de dos años');
    unmount();

    api.routes[SUMMARY] = { status: 503, body: { message: 'down' } };
    renderScreen(<InsightsPage />, { path: '/admin/insights' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las estadísticas.');

    api.routes[SUMMARY] = { status: 200, body: insightsSummaryFixture() };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('headline-visitors')).toHaveTextContent('12.345');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('When some channels carry an Amazon Attribution tag, then the page names them, the others, and where to add tags', async () => {
    const config = siteConfigFixture();
    const tag = 'maas=maas_adg_1&ref_=aa_maas';
    const attribution = { ...config.settings.attribution, candyMix: { site: tag, newsletter: tag, qr: null, chat: null } };
    fakeApi({
      [SUMMARY]: { status: 200, body: insightsSummaryFixture() },
      'GET /api/admin/insights/live': { status: 200, body: live },
      'GET /api/config': { status: 200, body: { ...config, settings: { ...config.settings, attribution } } },
    });
    renderScreen(<InsightsPage />);

    const line = await screen.findByTestId('attribution-channels');
    expect(line).toHaveTextContent('Con etiqueta de Amazon Attribution (sus ventas salen en los informes de Amazon): sitio web y boletín. Sin etiqueta: códigos QR y chat.');
    expect(within(line).getByRole('link', { name: 'Añadir etiquetas en Ajustes del sitio' })).toHaveAttribute('href', '/admin/settings');
  });
});
