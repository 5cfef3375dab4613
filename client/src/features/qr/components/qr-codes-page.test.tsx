import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QrCodeSummary } from '@shared/qr';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { QrCodesPage } from './qr-codes-page';

const code = (overrides: Partial<QrCodeSummary>): QrCodeSummary => ({
  id: 1,
  title: 'Póster de la entrada',
  campaign: null,
  url: 'https://chapinbox.com/agexport',
  createdAt: '2026-11-20T15:30:00.000Z',
  createdBy: 'Lucía Pérez',
  visits: null,
  signUps: null,
  ...overrides,
});

const feria = code({ id: 2, title: 'Feria AGEXPORT', campaign: 'feria-2026', url: 'https://chapinbox.com/agexport?utm_source=qr&utm_campaign=feria-2026', visits: 12345, signUps: 56 });

const json = (body: unknown, status = 200) => ({ status, body });
const codeList = () => within(screen.getByRole('list', { name: 'Códigos QR creados' }));

describe('QrCodesPage: the codes made', () => {
  it('When codes were made, then each shows its campaign, address, date and author, its visits and sign-ups, and a PNG link', async () => {
    fakeApi({ 'GET /api/admin/qr/codes': json({ codes: [feria, code({})] }) });
    renderScreen(<QrCodesPage />);

    const [tagged, untagged] = await screen.findAllByRole('listitem');
    expect(tagged).toHaveTextContent('Feria AGEXPORT');
    expect(tagged).toHaveTextContent('Campaña feria-2026');
    expect(tagged).toHaveTextContent(feria.url);
    expect(tagged).toHaveTextContent('Lucía Pérez');
    expect(within(tagged).getByText('Visitas').nextElementSibling).toHaveTextContent('12.345');
    expect(within(tagged).getByText('Registros').nextElementSibling).toHaveTextContent('56');
    const download = within(tagged).getByRole('link', { name: 'Descargar PNG de «Feria AGEXPORT»' });
    expect(download).toHaveAttribute('href', '/api/admin/qr/codes/2/png');
    expect(download).toHaveAttribute('download', 'codigo-qr-feria-2026.png');

    expect(untagged).toHaveTextContent('Sin campaña');
    expect(untagged).toHaveTextContent('Sin campaña, sus visitas no se distinguen de las demás.');
    expect(within(untagged).queryByText('Visitas')).not.toBeInTheDocument();
    expect(within(untagged).getByRole('link', { name: 'Descargar PNG de «Póster de la entrada»' })).toHaveAttribute('download', 'codigo-qr-agexport.png');
  });

  it('When a code is generated, then the list loads again and shows it first', async () => {
    let codes = [code({})];
    const api = fakeApi({
      'GET /api/admin/qr/codes': () => json({ codes }),
      'POST /api/admin/qr/generate': () => {
        codes = [{ ...feria, visits: 0, signUps: 0 }, ...codes];
        return json({ id: feria.id, qrCode: 'data:image/png;base64,iVBORw0KGgo=', title: feria.title, campaign: feria.campaign, url: feria.url });
      },
    });
    const user = typist();
    renderScreen(<QrCodesPage />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);

    await user.fill(screen.getByLabelText('Campaña (opcional)'), 'feria-2026');
    await user.click(screen.getByRole('button', { name: 'Generar código QR' }));

    expect(await codeList().findByText('Feria AGEXPORT')).toBeInTheDocument();
    expect(codeList().getAllByRole('listitem')[0]).toHaveTextContent('Campaña feria-2026');
    expect(api.callsTo('GET /api/admin/qr/codes')).toHaveLength(2);
  });

  it('When none was made yet, then it says so', async () => {
    fakeApi({ 'GET /api/admin/qr/codes': json({ codes: [] }) });
    renderScreen(<QrCodesPage />);
    expect(await screen.findByText('Todavía no se ha creado ningún código QR.')).toBeInTheDocument();
  });

  it('When the list cannot be loaded, then it says so and a retry loads it', async () => {
    const api = fakeApi({ 'GET /api/admin/qr/codes': json({ message: 'down' }, 503) });
    renderScreen(<QrCodesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la lista de códigos QR.');
    api.routes['GET /api/admin/qr/codes'] = json({ codes: [feria] });
    await typist().click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Feria AGEXPORT')).toBeInTheDocument();
  });
});
