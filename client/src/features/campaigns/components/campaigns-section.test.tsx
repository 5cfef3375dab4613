import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignInput } from '@shared/campaigns';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { fakeApi, type ApiCall, type FakeRoute } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { CampaignsSection } from './campaigns-section';

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 7,
  status: 'draft',
  subject: { es: 'Novedades', en: 'News' },
  preheader: { es: '', en: '' },
  body: { es: 'Hola **amigos**', en: 'Hi **friends**' },
  audience: { languages: ['es', 'en'] },
  trackOpens: false,
  createdAt: '2025-03-04T15:30:00.000Z',
  scheduledAt: null,
  sendStartedAt: null,
  sentAt: null,
  counts: { recipients: null, sent: 0, failed: 0, skipped: 0, inDoubt: 0 },
  unsubscribedSince: null,
  failures: [],
  stats: null,
  ...overrides,
});

const framed = (body: string) => `<!doctype html><html lang="es"><head><title>x</title></head><body><p>ChapinBox</p>${body}<a href="https://chapinbox.test/api/vip/unsubscribe?token=vista-previa">date de baja aquí</a></body></html>`;

/** The API of the section, with a draft (id 7) whose saves the fake keeps. */
function serve(extra: Record<string, FakeRoute> = {}, draft = campaign()) {
  let stored = draft;
  return fakeApi({
    'GET /api/admin/campaigns': () => ({ status: 200, body: { campaigns: [stored] } }),
    'GET /api/admin/campaigns/7': () => ({ status: 200, body: stored }),
    'PUT /api/admin/campaigns/7': ({ body }) => {
      stored = { ...stored, ...(body as CampaignInput) };
      return { status: 200, body: stored };
    },
    'GET /api/admin/campaigns/audience': { status: 200, body: { recipients: 3, sources: ['final_cta', 'vip_modal'] } },
    'GET /api/admin/campaign-templates': { status: 200, body: { templates: [] } },
    'POST /api/admin/campaigns/preview': ({ body }) => ({ status: 200, body: { html: framed(`<p>${(body as { body: string }).body}</p>`) } }),
    ...extra,
  });
}

const previewFrame = () => screen.findByTitle(/^Vista previa del email en/);
const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });
const lastCall = (calls: ApiCall[]) => calls[calls.length - 1];

describe('the campaigns section', () => {
  it('When it opens, then the campaigns are listed with their status, audience and counts, and a new one can be started', async () => {
    serve({
      'GET /api/admin/campaigns': {
        status: 200,
        body: {
          campaigns: [
            campaign({ id: 8, status: 'sent', subject: { es: 'Ofertas de marzo', en: 'March deals' }, audience: { languages: ['es'], sources: ['vip_modal'] }, sentAt: '2025-03-05T10:00:00.000Z', counts: { recipients: 1200, sent: 1190, failed: 10, skipped: 0, inDoubt: 0 } }),
            campaign(),
          ],
        },
      },
    });
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Campañas' })).toBeInTheDocument();
    const [sent, draft] = within(await screen.findByRole('list', { name: 'Campañas' })).getAllByRole('listitem');
    expect(sent).toHaveTextContent('Ofertas de marzo');
    expect(sent).toHaveTextContent('Enviada');
    expect(sent).toHaveTextContent('Español · fuentes: vip_modal');
    expect(sent).toHaveTextContent('1190 de 1200 enviados · 10 fallidos');
    expect(within(sent).getByRole('link', { name: 'Ver «Ofertas de marzo»' })).toHaveAttribute('href', '/admin/campaigns?campaign=8');
    expect(draft).toHaveTextContent('Borrador');
    expect(draft).toHaveTextContent('Español e inglés · todas las fuentes');
    expect(within(draft).getByRole('link', { name: 'Editar «Novedades»' })).toHaveAttribute('href', '/admin/campaigns?campaign=7');
    expect(screen.getByRole('link', { name: 'Nueva campaña' })).toHaveAttribute('href', '/admin/campaigns?campaign=new');
  });

  it('When staff write a new campaign, then the preview shows the e-mail as the server frames it, and saving creates the draft and opens it', async () => {
    const api = serve({
      'POST /api/admin/campaigns': ({ body }) => ({ status: 201, body: campaign({ ...(body as CampaignInput), id: 9 }) }),
      'GET /api/admin/campaigns/9': ({ body }) => ({ status: 200, body: campaign({ ...(body as object), id: 9 }) }),
    });
    const user = typist();
    const { location } = renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=new' });

    expect(await screen.findByRole('heading', { level: 3, name: 'Nueva campaña' })).toBeInTheDocument();
    expect(await screen.findByText('Llegaría ahora a 3 personas')).toBeInTheDocument();
    await user.fill(screen.getByLabelText('Asunto en español'), 'Novedades de la semana');
    await user.fill(screen.getByLabelText('Texto en español'), '¡Llega la **caja nueva**!');
    await user.fill(screen.getByLabelText('Asunto en inglés'), 'News of the week');
    await user.fill(screen.getByLabelText('Texto en inglés'), 'The **new box** is here!');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();

    // The preview asks the server once typing pauses, and shows its framed e-mail.
    await waitFor(() => expect(lastCall(api.callsTo('POST /api/admin/campaigns/preview')).body).toEqual({ language: 'es', subject: 'Novedades de la semana', preheader: '', body: '¡Llega la **caja nueva**!' }));
    await waitFor(async () => expect((await previewFrame()).getAttribute('srcdoc')).toContain('<p>¡Llega la **caja nueva**!</p>'));
    const frame = await previewFrame();
    expect(frame).toHaveAttribute('title', 'Vista previa del email en español');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('date de baja aquí');
    expect(screen.getByText('Novedades de la semana', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Inglés', pressed: false }));
    await waitFor(() => expect(lastCall(api.callsTo('POST /api/admin/campaigns/preview')).body).toMatchObject({ language: 'en', subject: 'News of the week' }));
    expect(await screen.findByTitle('Vista previa del email en inglés')).toBeInTheDocument();

    // A new campaign is tested and sent once saved.
    expect(screen.getByRole('button', { name: 'Enviar prueba' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar campaña...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await toastTitle('Borrador guardado')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/campaigns')[0].body).toEqual({
      subject: { es: 'Novedades de la semana', en: 'News of the week' },
      preheader: { es: '', en: '' },
      body: { es: '¡Llega la **caja nueva**!', en: 'The **new box** is here!' },
      audience: { languages: ['es', 'en'] },
      trackOpens: false,
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/campaigns?campaign=9'));
  });

  it('When a language of the audience is blank, then sending is not offered and what is missing is listed', async () => {
    serve({}, campaign({ subject: { es: 'Novedades', en: '' }, body: { es: 'Hola', en: '' } }));
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    const missing = await screen.findByRole('list', { name: 'Falta antes de enviar' });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Falta el asunto en inglés', 'Falta el texto en inglés']);
    expect(screen.getByRole('button', { name: 'Enviar campaña...' })).toBeDisabled();

    // Sending only to Spanish speakers needs only the Spanish text.
    await typist().click(screen.getByRole('checkbox', { name: 'Inglés' }));
    expect(screen.queryByLabelText('Asunto en inglés')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Español' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar campaña...' })).toBeEnabled();
  });

  it('When staff change a draft and send a test, then the change is saved first and the test goes to that address', async () => {
    const api = serve({ 'POST /api/admin/campaigns/7/test': { status: 202, body: { message: 'Email de prueba enviado a yo@chapinbox.test' } } });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    const subject = await screen.findByLabelText('Asunto en español');
    await user.clear(subject);
    await user.type(subject, 'Otra cosa');
    await user.fill(screen.getByLabelText('Enviar una prueba'), 'yo@chapinbox.test');
    await user.click(screen.getByRole('button', { name: 'Enviar prueba' }));

    expect(await toastTitle('Email de prueba enviado')).toBeInTheDocument();
    expect(screen.getByText('a yo@chapinbox.test')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/campaigns/7')[0].body).toMatchObject({ subject: { es: 'Otra cosa', en: 'News' } });
    expect(api.callsTo('POST /api/admin/campaigns/7/test')[0].body).toEqual({ email: 'yo@chapinbox.test' });
    expect(api.calls.findIndex((call) => call.method === 'PUT')).toBeLessThan(api.calls.findIndex((call) => call.path.endsWith('/test')));
    expect(screen.queryByText('Cambios sin guardar')).toBeNull();
  });

  it("When the test address is not an e-mail, then 'Introduce un email válido' shows next to it, it is focused, and nothing is saved or sent", async () => {
    const api = serve({ 'POST /api/admin/campaigns/7/test': { status: 202, body: { message: 'ok' } } });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });
    const subject = await screen.findByLabelText('Asunto en español');
    await user.type(subject, ' y más');
    const address = screen.getByLabelText('Enviar una prueba');
    await user.fill(address, 'yo@chapinbox');

    await user.click(screen.getByRole('button', { name: 'Enviar prueba' }));

    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Introduce un email válido');
    expect(api.callsTo('PUT /api/admin/campaigns/7')).toHaveLength(0);
    expect(api.callsTo('POST /api/admin/campaigns/7/test')).toHaveLength(0);
  });

  it('When the mail server refuses the test, then its words show', async () => {
    serve({ 'POST /api/admin/campaigns/7/test': { status: 502, body: { message: 'El servidor de correo no aceptó el email de prueba: 550 No such mailbox' } } });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });
    await user.fill(await screen.findByLabelText('Enviar una prueba'), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect(await toastTitle('No se pudo enviar la prueba')).toBeInTheDocument();
    expect(screen.getByText('El servidor de correo no aceptó el email de prueba: 550 No such mailbox')).toBeInTheDocument();
  });

  it('When staff send it, then a confirmation says how many will get it; once confirmed the progress bar follows the send to its result', async () => {
    let reads = 0;
    const sending = campaign({ status: 'sending', sendStartedAt: '2025-03-05T10:00:00.000Z' });
    const progress = [
      { ...sending, counts: { recipients: 3, sent: 1, failed: 0, skipped: 0, inDoubt: 0 } },
      {
        ...sending,
        status: 'sent' as const,
        sentAt: '2025-03-05T10:01:00.000Z',
        counts: { recipients: 3, sent: 2, failed: 1, skipped: 0, inDoubt: 0 },
        unsubscribedSince: 1,
        failures: [{ email: 'nadie@example.com', reason: '550 No such mailbox here' }],
      },
    ];
    let sent = false;
    const api = serve({
      'POST /api/admin/campaigns/7/send': () => {
        sent = true;
        return { status: 202, body: { ...sending, counts: { ...sending.counts, recipients: null } } };
      },
      'GET /api/admin/campaigns/7': () => ({ status: 200, body: sent ? progress[Math.min(reads++, 1)] : campaign() }),
    });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    await user.click(await screen.findByRole('button', { name: 'Enviar campaña...' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar la campaña?' });
    expect(await within(dialog).findByText('3 personas')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('«Novedades» llegará a 3 personas, cada una en su idioma (Español e inglés · todas las fuentes). Una vez enviada no se puede editar ni volver a enviar.');
    expect(api.callsTo('POST /api/admin/campaigns/7/send')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar a 3 personas' }));

    expect(await toastTitle('Campaña en camino')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = await screen.findByRole('progressbar', { name: 'Progreso del envío' });
    expect(await screen.findByText('33 % · 1 de 3 enviados...')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    // Read again every second until it is sent.
    expect(await screen.findByText('100 % · 2 de 3 enviados · 1 fallidos')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const result = screen.getByRole('list', { name: 'Fallidos' });
    expect(result).toHaveTextContent('nadie@example.com');
    expect(result).toHaveTextContent('550 No such mailbox here');
    expect(screen.getByText('Se dieron de baja desde el envío').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Enviados').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Fallidos').nextElementSibling).toHaveTextContent('1');
  });

  it('When staff cancel the confirmation, then nothing is sent', async () => {
    const api = serve();
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });
    await user.click(await screen.findByRole('button', { name: 'Enviar campaña...' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/admin/campaigns/7/send')).toHaveLength(0);
  });
});

describe('scheduling and duplicating campaigns', () => {
  afterEach(() => vi.useRealTimers());
  const now = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-04T18:00:00Z'));
  };

  it("When the shop's time zone is set to US Pacific time, then the day and time are read on that clock and US Eastern time shows beside it", async () => {
    now();
    const api = serve({
      'GET /api/config': { status: 200, body: siteConfigFixture({ settings: { ...defaultPublicSiteSettings, shopTimeZone: 'America/Los_Angeles' } }) },
      'POST /api/admin/campaigns/7/schedule': ({ body }) => ({ status: 202, body: campaign({ status: 'scheduled', scheduledAt: (body as { at: string }).at }) }),
    });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    const panel = await screen.findByRole('form', { name: 'Programar el envío' });
    fireEvent.change(await within(panel).findByLabelText('Día (Pacífico de EE. UU.)'), { target: { value: '2025-03-10' } });
    fireEvent.change(within(panel).getByLabelText('Hora (Pacífico de EE. UU.)'), { target: { value: '09:30' } });
    expect(panel).toHaveTextContent('10 mar 2025, 9:30 (Pacífico de EE. UU.) · 10 mar 2025, 12:30 (Este de EE. UU.)');
    await user.click(within(panel).getByRole('button', { name: 'Programar envío' }));
    expect(await toastTitle('Envío programado')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/campaigns/7/schedule')[0].body).toEqual({ at: '2025-03-10T16:30:00.000Z' });
  });

  it('When staff schedule a draft for a day and time in Guatemala, then the instant goes to the server and the editor shows it scheduled, with US Eastern time beside it', async () => {
    now();
    const api = serve({
      'POST /api/admin/campaigns/7/schedule': ({ body }) => ({ status: 202, body: campaign({ status: 'scheduled', scheduledAt: (body as { at: string }).at }) }),
    });
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    const panel = await screen.findByRole('form', { name: 'Programar el envío' });
    fireEvent.change(within(panel).getByLabelText('Día (hora de Guatemala)'), { target: { value: '2025-03-10' } });
    fireEvent.change(within(panel).getByLabelText('Hora (hora de Guatemala)'), { target: { value: '09:30' } });
    expect(panel).toHaveTextContent('10 mar 2025, 9:30 (hora de Guatemala) · 10 mar 2025, 11:30 (Este de EE. UU.)');
    await user.click(within(panel).getByRole('button', { name: 'Programar envío' }));

    expect(await toastTitle('Envío programado')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/campaigns/7/schedule')[0].body).toEqual({ at: '2025-03-10T15:30:00.000Z' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Editar campaña programada' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Envío programado' })).toHaveTextContent('Se enviará el 10 mar 2025, 9:30 (hora de Guatemala)');
    expect(screen.getByRole('button', { name: 'Enviar campaña...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Eliminar borrador' })).toBeNull();
  });

  it('When the chosen moment is already past or a field is empty, then the field says so and nothing is sent', async () => {
    now();
    const api = serve();
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    const panel = await screen.findByRole('form', { name: 'Programar el envío' });
    fireEvent.change(within(panel).getByLabelText('Día (hora de Guatemala)'), { target: { value: '2025-03-04' } });
    fireEvent.change(within(panel).getByLabelText('Hora (hora de Guatemala)'), { target: { value: '08:00' } });
    await user.click(within(panel).getByRole('button', { name: 'Programar envío' }));
    const day = within(panel).getByLabelText('Día (hora de Guatemala)');
    await waitFor(() => expect(day).toHaveAccessibleDescription('La fecha del envío ya pasó: elige un momento futuro.'));
    expect(day).toHaveFocus();

    fireEvent.change(within(panel).getByLabelText('Hora (hora de Guatemala)'), { target: { value: '' } });
    await user.click(within(panel).getByRole('button', { name: 'Programar envío' }));
    await waitFor(() => expect(within(panel).getByLabelText('Hora (hora de Guatemala)')).toHaveAccessibleDescription('Elige la hora del envío'));
    expect(api.callsTo('POST /api/admin/campaigns/7/schedule')).toHaveLength(0);
  });

  it('When staff cancel a scheduled send, then the campaign is a draft again', async () => {
    now();
    const api = serve(
      { 'DELETE /api/admin/campaigns/7/schedule': { status: 200, body: campaign() } },
      campaign({ status: 'scheduled', scheduledAt: '2025-03-10T15:30:00.000Z' }),
    );
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=7' });

    const panel = await screen.findByRole('form', { name: 'Envío programado' });
    expect(within(panel).getByLabelText('Día (hora de Guatemala)')).toHaveValue('2025-03-10');
    expect(within(panel).getByLabelText('Hora (hora de Guatemala)')).toHaveValue('09:30');
    await user.click(within(panel).getByRole('button', { name: 'Cancelar programación' }));

    expect(await toastTitle('Programación cancelada')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/campaigns/7/schedule')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 3, name: 'Editar borrador' })).toBeInTheDocument();
  });

  it('When the list opens, then the scheduled sends come first, soonest first, each with its moment', async () => {
    serve({
      'GET /api/admin/campaigns': {
        status: 200,
        body: {
          campaigns: [
            campaign({ id: 3, status: 'scheduled', subject: { es: 'Navidad', en: 'Christmas' }, scheduledAt: '2025-12-20T15:00:00.000Z' }),
            campaign({ id: 2, subject: { es: 'Borrador suelto', en: '' } }),
            campaign({ id: 1, status: 'scheduled', subject: { es: 'Semana 11', en: 'Week 11' }, scheduledAt: '2025-03-10T15:30:00.000Z' }),
          ],
        },
      },
    });
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns' });

    const scheduled = within(await screen.findByRole('list', { name: 'Campañas programadas' })).getAllByRole('listitem');
    expect(scheduled.map((item) => item.querySelector('span')?.textContent)).toEqual(['Semana 11', 'Navidad']);
    expect(scheduled[1]).toHaveTextContent('Se enviará el 20 dic 2025, 9:00 (hora de Guatemala) · 20 dic 2025, 10:00 (Este de EE. UU.)');
    expect(within(scheduled[0]).getByRole('link', { name: 'Editar «Semana 11»' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Campañas' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('When a sent campaign opens, then its results show what its links brought: people, clicks and clicks to Amazon by box', async () => {
    serve({
      'GET /api/admin/campaigns/8': {
        status: 200,
        body: campaign({
          id: 8,
          status: 'sent',
          sendStartedAt: '2025-03-05T10:00:00.000Z',
          sentAt: '2025-03-05T10:01:00.000Z',
          counts: { recipients: 1200, sent: 1190, failed: 10, skipped: 0, inDoubt: 0 },
          unsubscribedSince: 3,
          stats: { recipients: 1200, delivered: 1190, bounced: 4, complained: 1, unsubscribed: 3, clicks: 1540, uniqueClickers: 310, marketplaceClicks: 95, clicksByBox: [{ box: 'partyMix', clicks: 60 }, { box: 'chocoBox', clicks: 35 }] },
        }),
      },
    });
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=8' });

    expect(await screen.findByRole('heading', { level: 4, name: 'Lo que trajo al sitio' })).toBeInTheDocument();
    expect(screen.getByText(/el proveedor de correo avisó de 4 personas con rebote y 1 persona que lo marcó como spam/)).toBeInTheDocument();
    const reach = screen.getByLabelText('Lo que trajo al sitio');
    expect(reach).toHaveTextContent('Personas que llegaron desde el correo310');
    expect(reach).toHaveTextContent('Clics en sus enlaces1540');
    expect(reach).toHaveTextContent('Clics a Amazon95');
    expect(within(screen.getByRole('list', { name: 'Clics a Amazon por caja' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PARTY MIX: 60', 'CHOCO BOX: 35']);
  });

  it('When staff duplicate a sent campaign, then a new draft opens', async () => {
    const api = serve({
      'GET /api/admin/campaigns/8': { status: 200, body: campaign({ id: 8, status: 'sent', sentAt: '2025-03-05T10:00:00.000Z', counts: { recipients: 2, sent: 2, failed: 0, skipped: 0, inDoubt: 0 } }) },
      'POST /api/admin/campaigns/8/duplicate': { status: 201, body: { id: 12 } },
      'GET /api/admin/campaigns/12': { status: 200, body: campaign({ id: 12 }) },
    });
    const user = typist();
    const { location } = renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=8' });

    await user.click(await screen.findByRole('button', { name: 'Duplicar' }));
    expect(await toastTitle('Campaña duplicada')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/campaigns/8/duplicate')).toHaveLength(1);
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/campaigns?campaign=12'));
  });
});
