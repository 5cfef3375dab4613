import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { VideoRequestsAdmin } from './video-requests-admin';

const request = (overrides: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  topic: 'Café',
  email: 'ana@example.com',
  language: 'es',
  status: 'stored',
  attempts: 0,
  lastError: null,
  forwardedAt: null,
  createdAt: new Date(2024, 4, 1, 10, 30).toISOString(),
  ...overrides,
});

describe('VideoRequestsAdmin', () => {
  it('When requests exist, then each shows its forwarding status in Spanish with attempts and last error', async () => {
    fakeApi({
      'GET /api/admin/video-requests': {
        status: 200,
        body: {
          total: 2,
          page: 1,
          pageSize: 25,
          requests: [
            request({ topic: 'Jade', status: 'failed', attempts: 11, lastError: 'El webhook respondió 503' }),
            request({ topic: 'Cacao', status: 'forwarded', attempts: 2, forwardedAt: new Date().toISOString() }),
          ],
        },
      },
    });
    renderScreen(<VideoRequestsAdmin />);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Jade')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Fallida')).toBeInTheDocument();
    expect(within(rows[1]).getByText('El webhook respondió 503')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Reenviada')).toBeInTheDocument();
    expect(screen.getByText(/Total: 2\./)).toBeInTheDocument();
  });

  it('When the list cannot load, then a Spanish error shows', async () => {
    fakeApi({ 'GET /api/admin/video-requests': { status: 401, body: { message: 'No autenticado' } } });
    renderScreen(<VideoRequestsAdmin />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las solicitudes de video');
  });
});
