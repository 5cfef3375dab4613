import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { DEFAULT_QR_TITLE, QrGenerator } from './qr-generator';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const renderGenerator = () => renderScreen(<QrGenerator />);

describe('QrGenerator', () => {
  it('When staff generate the code, then it is made for this origin + /agexport and shown with its title and a PNG download', async () => {
    const { fetchMock } = fakeApi({ 'POST /api/admin/qr/generate': ({ body }) => ({ status: 200, body: { qrCode: PNG, ...(body as object) } }) });
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
    fakeApi({ 'POST /api/admin/qr/generate': { status: 401, body: { message: 'No autenticado' } } });
    renderGenerator();

    await userEvent.click(screen.getByRole('button', { name: 'Generar código QR' }));

    expect(await screen.findByText('No se pudo generar el código QR', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('When the title is emptied, then it says the title is required, the field is focused and nothing is sent', async () => {
    const api = fakeApi({});
    renderGenerator();
    const title = screen.getByLabelText('Título');

    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Generar código QR' }));

    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('El título es obligatorio');
    expect(api.calls).toEqual([]);
  });
});
