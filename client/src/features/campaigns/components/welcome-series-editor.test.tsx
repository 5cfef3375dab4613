import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WelcomeSeries } from '@shared/welcome-series';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { CampaignsSection } from './campaigns-section';

const STEP_ID = '6f1c1d8e-2b7a-4c55-9a0e-3f5b8d2c1a90';
const series: WelcomeSeries = {
  enabled: true,
  enabledAt: '2025-03-01T12:00:00.000Z',
  steps: [{ id: STEP_ID, delayHours: 0, subject: { es: 'Tu ebook', en: 'Your ebook' }, body: { es: 'Hola', en: 'Hi' }, sent: 120, waiting: 3 }],
};

const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

describe('the welcome series editor (Campañas)', () => {
  it('When staff open it, then each e-mail shows its delay, how many got it and how many wait', async () => {
    fakeApi({ 'GET /api/admin/automations/welcome': { status: 200, body: series } });
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=welcome' });

    const first = await screen.findByRole('group', { name: 'Correo 1 · Al confirmar' });
    expect(first).toHaveTextContent('Enviado a 120 personas · 3 personas en espera');
    expect(within(first).getByLabelText('Asunto en español')).toHaveValue('Tu ebook');
    expect(screen.getByRole('checkbox', { name: 'Serie activa' })).toBeChecked();
  });

  it('When staff open it, then a preview shows the chosen e-mail as the server renders it, in either language', async () => {
    const api = fakeApi({
      'GET /api/admin/automations/welcome': { status: 200, body: series },
      'POST /api/admin/campaigns/preview': ({ body }) => ({ status: 200, body: { html: `<!doctype html><html><head></head><body><p>${(body as { subject: string }).subject}</p></body></html>` } }),
    });
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=welcome' });

    expect(await screen.findByLabelText('Correo en la vista previa')).toHaveDisplayValue('Correo 1: al confirmar');
    await waitFor(() => expect(api.callsTo('POST /api/admin/campaigns/preview').at(-1)?.body).toMatchObject({ language: 'es', subject: 'Tu ebook', body: 'Hola' }));
    await waitFor(() => expect(screen.getByTitle('Vista previa del email en español')).toHaveAttribute('srcdoc', expect.stringContaining('<p>Tu ebook</p>')));
    await typist().click(screen.getByRole('button', { name: 'Inglés' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/campaigns/preview').at(-1)?.body).toMatchObject({ language: 'en', subject: 'Your ebook', body: 'Hi' }));
  });

  it('When staff add a third-day e-mail and save it unwritten, then what is missing is listed and nothing is sent; once written it is saved', async () => {
    const api = fakeApi({
      'GET /api/admin/automations/welcome': { status: 200, body: series },
      'POST /api/admin/campaigns/preview': { status: 200, body: { html: '<!doctype html><html><head></head><body></body></html>' } },
      'PUT /api/admin/automations/welcome': ({ body }) => ({
        status: 200,
        body: { ...series, steps: (body as WelcomeSeries).steps.map((step, index) => ({ ...step, id: step.id ?? `0a7c1d8e-2b7a-4c55-9a0e-3f5b8d2c1a9${index}`, sent: 0, waiting: 0 })) },
      }),
    });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=welcome' });

    await user.click(await screen.findByRole('button', { name: 'Añadir correo' }));
    const second = screen.getByRole('group', { name: 'Correo 2 · 3 días después de confirmar' });
    await user.click(screen.getByRole('button', { name: 'Guardar la serie' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Falta el asunto en español del correo 2',
      'Falta el texto en español del correo 2',
      'Falta el asunto en inglés del correo 2',
      'Falta el texto en inglés del correo 2',
    ]);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo('PUT /api/admin/automations/welcome')).toHaveLength(0);

    await user.fill(within(second).getByLabelText('Asunto en español'), 'Una receta');
    await user.fill(within(second).getByLabelText('Texto en español (Markdown)'), 'Prueba el **atol**');
    await user.fill(within(second).getByLabelText('Asunto en inglés'), 'A recipe');
    await user.fill(within(second).getByLabelText('Texto en inglés (Markdown)'), 'Try **atol**');
    await user.clear(within(second).getByLabelText('y horas'));
    await user.type(within(second).getByLabelText('y horas'), '6');
    await user.click(screen.getByRole('button', { name: 'Guardar la serie' }));

    expect(await toastTitle('Serie de bienvenida guardada')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/automations/welcome')[0].body).toEqual({
      enabled: true,
      steps: [
        { id: STEP_ID, delayHours: 0, subject: { es: 'Tu ebook', en: 'Your ebook' }, body: { es: 'Hola', en: 'Hi' } },
        { delayHours: 78, subject: { es: 'Una receta', en: 'A recipe' }, body: { es: 'Prueba el **atol**', en: 'Try **atol**' } },
      ],
    });
  });

  it('When the list of campaigns opens, then the welcome series is one click away', async () => {
    fakeApi({ 'GET /api/admin/campaigns': { status: 200, body: { campaigns: [] } } });
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns' });
    expect(await screen.findByRole('link', { name: 'Serie de bienvenida' })).toHaveAttribute('href', '/admin/campaigns?campaign=welcome');
  });
});
