import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { LivePanel } from './live-panel';

const LIVE = 'GET /api/admin/insights/live';

/** A server whose last 30 minutes gain a visitor at each call. */
function serveGrowing() {
  let visitors = 2;
  return fakeApi({ [LIVE]: () => ({ status: 200, body: { visitors: ++visitors, pageviews: 10 * visitors, marketplaceClicks: 1 } }) });
}

function setTabHidden(hidden: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  // As a browser does: at the document, bubbling to the window where React Query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('LivePanel', () => {
  // The clock moves on its own (the page's waits work) and can be pushed 30 s ahead.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('When 30 s pass, then the last 30 minutes are asked again and the figures change', async () => {
    const api = serveGrowing();
    renderScreen(<LivePanel />, { path: '/admin/insights' });

    expect(screen.getByRole('heading', { level: 3, name: 'En vivo' })).toBeInTheDocument();
    expect(await screen.findByTestId('live-visitors')).toHaveTextContent('3');
    expect(screen.getByTestId('live-pageviews')).toHaveTextContent('30');
    expect(screen.getByTestId('live-marketplaceClicks')).toHaveTextContent('1');

    await vi.advanceTimersByTimeAsync(30_000);

    await waitFor(() => expect(screen.getByTestId('live-visitors')).toHaveTextContent('4'));
    expect(api.callsTo(LIVE)).toHaveLength(2);
  });

  it('When the tab is hidden, then nothing is asked; when it shows again, then the figures are asked at once', async () => {
    const api = serveGrowing();
    renderScreen(<LivePanel />, { path: '/admin/insights' });
    await screen.findByTestId('live-visitors');

    setTabHidden(true);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(api.callsTo(LIVE)).toHaveLength(1);

    setTabHidden(false);
    await waitFor(() => expect(screen.getByTestId('live-visitors')).toHaveTextContent('4'));
    expect(api.callsTo(LIVE)).toHaveLength(2);
  });

  it('When the figures cannot load, then it says so and "Reintentar" asks again', async () => {
    const api = fakeApi({ [LIVE]: { status: 503, body: { message: 'down' } } });
    renderScreen(<LivePanel />, { path: '/admin/insights' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las visitas en vivo.');
    api.routes[LIVE] = { status: 200, body: { visitors: 5, pageviews: 9, marketplaceClicks: 0 } };
    await typist().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('live-visitors')).toHaveTextContent('5');
  });
});
