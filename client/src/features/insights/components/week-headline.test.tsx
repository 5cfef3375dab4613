import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { insightsSummaryFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { WeekHeadline } from './week-headline';

const SUMMARY = 'GET /api/admin/insights/summary';

describe('WeekHeadline (the overview at /admin)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T18:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('When the overview opens, then the last 7 days show visitors, sign-ups and clicks to Amazon against the week before, with a link to the statistics', async () => {
    const api = fakeApi({ [SUMMARY]: { status: 200, body: insightsSummaryFixture() } });
    renderScreen(<WeekHeadline />, { path: '/admin' });

    expect(screen.getByRole('heading', { level: 3, name: 'Últimos 7 días' })).toBeInTheDocument();
    expect(await screen.findByTestId('week-visitors')).toHaveTextContent(/^Visitantes12\.345\+12 % frente al periodo anterior$/);
    expect(screen.getByTestId('week-signUps')).toHaveTextContent(/^Suscripciones950−5 % frente al periodo anterior$/);
    expect(screen.getByTestId('week-marketplaceClicks')).toHaveTextContent(/^Clics a Amazon620\+24 % frente al periodo anterior$/);
    expect(screen.getByRole('link', { name: 'Ver estadísticas' })).toHaveAttribute('href', '/admin/insights');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/admin/insights/summary?from=2025-03-09&to=2025-03-15']);
  });

  it('When the week cannot load, then it says so and the link still leads to the statistics', async () => {
    fakeApi({ [SUMMARY]: { status: 503, body: { message: 'down' } } });
    renderScreen(<WeekHeadline />, { path: '/admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las visitas de la semana.');
    expect(screen.getByRole('link', { name: 'Ver estadísticas' })).toBeInTheDocument();
  });
});
