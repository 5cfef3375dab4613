import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
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
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        total: 2,
        page: 1,
        pageSize: 25,
        requests: [
          request({ topic: 'Jade', status: 'failed', attempts: 11, lastError: 'El webhook respondió 503' }),
          request({ topic: 'Cacao', status: 'forwarded', attempts: 2, forwardedAt: new Date().toISOString() }),
        ],
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VideoRequestsAdmin />
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Jade')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Fallida')).toBeInTheDocument();
    expect(within(rows[1]).getByText('El webhook respondió 503')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Reenviada')).toBeInTheDocument();
    expect(screen.getByText(/Total: 2\./)).toBeInTheDocument();
  });

  it('When the list cannot load, then a Spanish error shows', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"No autenticado"}', { status: 401 }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VideoRequestsAdmin />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las solicitudes de video');
  });
});
