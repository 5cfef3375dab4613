import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { SubscribersOverview } from './subscribers-overview';

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2025-03-${String(i + 1).padStart(2, '0')}`, count: i === 29 ? 4 : i % 3 }));

describe('SubscribersOverview', () => {
  it('When it loads, then the two stat cards and the 30-day chart show, and no e-mail is asked for', async () => {
    const api = fakeApi({
      'GET /api/vip/subscribers/counts': { status: 200, body: { total: 1234, active: 1200 } },
      'GET /api/vip/subscribers/daily': { status: 200, body: { days } },
    });
    renderScreen(<SubscribersOverview />, { path: '/admin' });

    expect(screen.getByRole('heading', { level: 3, name: 'Club VIP' })).toBeInTheDocument();
    const total = days.reduce((sum, day) => sum + day.count, 0);
    expect(await screen.findByRole('img', { name: new RegExp(`últimos 30 días: ${total} en total; el día con más fue el 30/03 con 4`) })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-total')).toHaveTextContent('1234');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('1200');
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/vip/subscribers/counts', '/api/vip/subscribers/daily']);
  });

  it('When the club is large, then the cards say their counts are approximate', async () => {
    fakeApi({
      'GET /api/vip/subscribers/counts': { status: 200, body: { total: 1_000_000, active: 941_177, approximate: true } },
      'GET /api/vip/subscribers/daily': { status: 200, body: { days } },
    });
    renderScreen(<SubscribersOverview />, { path: '/admin' });

    expect(await screen.findAllByText('Aproximado: contado hace menos de 30 s')).toHaveLength(2);
    expect(screen.getByTestId('stat-total')).toHaveTextContent('1.000.000');
  });

  it('When the numbers cannot load, then it says so', async () => {
    fakeApi({
      'GET /api/vip/subscribers/counts': { status: 503, body: { message: 'down' } },
      'GET /api/vip/subscribers/daily': { status: 503, body: { message: 'down' } },
    });
    renderScreen(<SubscribersOverview />);

    expect(await screen.findByText('No se pudieron cargar los números de suscriptores.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar la gráfica de suscripciones.')).toBeInTheDocument();
  });
});
