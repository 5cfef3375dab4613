import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/components/ui/toaster';
import { DEFAULT_QR_TITLE, QrGenerator } from './qr-generator';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function renderGenerator() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <QrGenerator />
      <Toaster closeLabel="Cerrar" />
    </QueryClientProvider>,
  );
}

describe('QrGenerator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('When staff generate the code, then it is made for this origin + /agexport and shown with its title and a PNG download', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(init!.body as string);
      return new Response(JSON.stringify({ qrCode: PNG, ...body }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderGenerator();

    await userEvent.click(screen.getByRole('button', { name: 'Generar código QR' }));

    const url = `${window.location.origin}/agexport`;
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/qr/generate', expect.objectContaining({ method: 'POST', body: JSON.stringify({ url, title: DEFAULT_QR_TITLE }) }));
    expect(await screen.findByRole('img', { name: `Código QR que abre ${url}` })).toHaveAttribute('src', PNG);
    expect(screen.getByText(DEFAULT_QR_TITLE, { selector: 'figcaption p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar PNG' })).toHaveAttribute('download', 'codigo-qr-agexport.png');
    expect(await screen.findByText('Código QR generado', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
  });

  it('When the server refuses, then the failure toast shows and no image appears', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'No autenticado' }), { status: 401 })));
    renderGenerator();

    await userEvent.click(screen.getByRole('button', { name: 'Generar código QR' }));

    expect(await screen.findByText('No se pudo generar el código QR', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
