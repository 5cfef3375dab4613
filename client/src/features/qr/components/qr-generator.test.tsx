import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { DEFAULT_QR_TITLE, QrGenerator } from './qr-generator';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** The server's answer: the code kept, its address tagged when a campaign was named. */
const generated = ({ body }: { body: unknown }) => {
  const { url, title, campaign } = body as { url: string; title: string; campaign?: string };
  const tagged = campaign ? `${url}?utm_source=qr&utm_campaign=${campaign}` : url;
  return { status: 200, body: { id: 7, qrCode: PNG, title, campaign: campaign ?? null, url: tagged } };
};

const renderGenerator = () => renderScreen(<QrGenerator />);

describe('QrGenerator', () => {
  it('When staff generate the code, then it is made for this origin + /agexport and shown with its title and a PNG download', async () => {
    const { fetchMock } = fakeApi({ 'POST /api/admin/qr/generate': generated });
    renderGenerator();

    await typist().click(screen.getByRole('button', { name: 'Generar código QR' }));

    const url = `${window.location.origin}/agexport`;
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/qr/generate', expect.objectContaining({ method: 'POST', body: JSON.stringify({ url, title: DEFAULT_QR_TITLE }) }));
    expect(await screen.findByRole('img', { name: `Código QR que abre ${url}` })).toHaveAttribute('src', PNG);
    expect(screen.getByText(DEFAULT_QR_TITLE, { selector: 'figcaption p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar PNG' })).toHaveAttribute('download', 'codigo-qr-agexport.png');
    expect(await screen.findByText('Código QR generado', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
  });

  it('When staff name a campaign, then it is sent, the code opens the tagged address and downloads under the campaign’s name', async () => {
    const api = fakeApi({ 'POST /api/admin/qr/generate': generated });
    const user = typist();
    renderGenerator();
    const campaign = screen.getByLabelText('Campaña (opcional)');
    expect(campaign).toHaveAccessibleDescription(/Letras, cifras y guiones/);

    await user.fill(campaign, ' feria-2026 ');
    await user.click(screen.getByRole('button', { name: 'Generar código QR' }));

    const tagged = `${window.location.origin}/agexport?utm_source=qr&utm_campaign=feria-2026`;
    expect(await screen.findByRole('img', { name: `Código QR que abre ${tagged}` })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/qr/generate')[0].body).toEqual({ url: `${window.location.origin}/agexport`, title: DEFAULT_QR_TITLE, campaign: 'feria-2026' });
    expect(screen.getByRole('link', { name: 'Descargar PNG' })).toHaveAttribute('download', 'codigo-qr-feria-2026.png');
  });

  it('When the campaign has a space or an accent, then it says which characters go, the field is focused and nothing is sent; typing clears the mark', async () => {
    const api = fakeApi({});
    const user = typist();
    renderGenerator();
    const campaign = screen.getByLabelText('Campaña (opcional)');

    await user.fill(campaign, 'feria de año');
    await user.click(screen.getByRole('button', { name: 'Generar código QR' }));

    await waitFor(() => expect(campaign).toHaveFocus());
    expect(campaign).toHaveAttribute('aria-invalid', 'true');
    expect(campaign).toHaveAccessibleDescription(/El nombre de la campaña solo admite letras sin tildes ni eñes, cifras y guiones/);
    expect(api.calls).toEqual([]);
    await user.type(campaign, 'x');
    expect(campaign).not.toHaveAttribute('aria-invalid');
  });

  it('When the server refuses, then the failure toast shows and no image appears', async () => {
    fakeApi({ 'POST /api/admin/qr/generate': { status: 401, body: { message: 'No autenticado' } } });
    renderGenerator();

    await typist().click(screen.getByRole('button', { name: 'Generar código QR' }));

    expect(await screen.findByText('No se pudo generar el código QR', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('When the title is emptied, then it says the title is required, the field is focused and nothing is sent', async () => {
    const api = fakeApi({});
    const user = typist();
    renderGenerator();
    const title = screen.getByLabelText('Título');

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Generar código QR' }));

    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('El título es obligatorio');
    expect(api.calls).toEqual([]);
  });
});
