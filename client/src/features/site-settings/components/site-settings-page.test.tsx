import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings, SiteSettingsResponse } from '@shared/site-settings';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { confirmLeaving } from '@/lib/navigation-guard';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { SiteSettingsPage } from './site-settings-page';

const STALE = 'Otra persona guardó la configuración mientras la editabas. Recarga para ver los valores nuevos; tus cambios siguen en el formulario.';

const saved: SiteSettings = {
  ...defaultSiteSettings,
  products: { ...defaultSiteSettings.products, partyMix: { asin: 'B0SAVEDPRT', marketplaceUrl: null } },
  phones: { es: '+12135550101', en: null },
  social: { facebook: 'https://www.facebook.com/chapinbox', instagram: null, tiktok: null },
  testimonials: { es: [], en: [{ name: 'Carla M.', location: 'Miami, FL', text: 'A lovely gift.', rating: 4, verified: true }] },
};

const json = (body: unknown, status = 200) => ({ status, body });
const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

describe('SiteSettingsPage', () => {
  let stored: SiteSettingsResponse;
  let api: FakeApi;

  beforeEach(() => {
    stored = { settings: saved, version: 4, updatedAt: '2026-11-21T10:30:00.000Z' };
    api = fakeApi({
      'GET /api/config': json(siteConfigFixture()),
      'GET /api/admin/settings': () => json(stored),
      'PUT /api/admin/settings': ({ body }) => {
        const sent = body as { settings: SiteSettings; version: number };
        if (sent.version !== stored.version) return json({ message: STALE }, 409);
        stored = { settings: sent.settings, version: stored.version + 1, updatedAt: '2026-11-22T09:00:00.000Z' };
        return json(stored);
      },
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const field = (label: string) => screen.getByLabelText(label);

  it('When an admin opens it, then every section shows the saved values with their help, and nothing is unsaved', async () => {
    renderScreen(<SiteSettingsPage isAdmin />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando configuración...');

    expect(await screen.findByLabelText('ASIN de PARTY MIX')).toHaveValue('B0SAVEDPRT');
    for (const title of ['Enlaces de compra', 'Etiquetas de Amazon Attribution', 'Contacto', 'Redes sociales', 'Videos', 'Oferta', 'Testimonios']) expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    expect(field('Teléfono de atención en español')).toHaveValue('+12135550101');
    expect(field('Teléfono de atención en inglés')).toHaveValue('');
    expect(field('Descuento en la primera compra (%)')).toHaveValue(15);
    expect(field('ASIN de PARTY MIX')).toHaveAccessibleDescription(/10 letras mayúsculas o cifras/);
    expect(screen.getByText(/Guardada por última vez/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar configuración' })).toBeDisabled();
  });

  it('When an admin changes fields and saves, then the whole document is sent from the version shown, empty fields as unset', async () => {
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.clear(await screen.findByLabelText('ASIN de PARTY MIX'));
    await user.type(field('ASIN de PARTY MIX'), 'B0NEWPARTY');
    await user.clear(field('Teléfono de atención en español'));
    await user.clear(field('Descuento en la primera compra (%)'));
    await user.type(field('Descuento en la primera compra (%)'), '20');
    // A date-time field is filled by the browser's picker: its value arrives whole.
    fireEvent.change(field('Fin de la oferta (opcional)'), { target: { value: '2030-12-24T18:00' } });
    await user.type(field('Código de descuento (opcional)'), ' CHAPIN20 ');
    expect(field('Zona horaria')).toHaveValue('America/Guatemala');
    await user.selectOptions(field('Zona horaria'), 'El Salvador');

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await toastTitle('Configuración guardada')).toBeInTheDocument();
    const [request] = api.callsTo('PUT /api/admin/settings');
    expect(request.body).toEqual({
      version: 4,
      settings: {
        ...saved,
        products: { ...saved.products, partyMix: { asin: 'B0NEWPARTY', marketplaceUrl: null } },
        phones: { es: null, en: null },
        offer: { discountPercent: 20, endsAt: new Date('2030-12-24T18:00').toISOString(), code: 'CHAPIN20', couponUrl: null },
        shopTimeZone: 'America/El_Salvador',
      },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar configuración' })).toBeDisabled());
    expect(field('ASIN de PARTY MIX')).toHaveValue('B0NEWPARTY');
  });

  it('When an admin opens it, then each box has its Amazon Attribution tag per channel, explained once', async () => {
    stored = { ...stored, settings: { ...saved, attribution: { ...saved.attribution, candyMix: { site: null, newsletter: 'maas=maas_mail', qr: null, chat: null } } } };
    renderScreen(<SiteSettingsPage isAdmin />);

    const section = await screen.findByRole('group', { name: 'Etiquetas de Amazon Attribution' });
    expect(section).toHaveTextContent('Pega aquí las etiquetas de Amazon Attribution de cada canal: así los informes de Amazon muestran las ventas que trae cada uno.');
    const candy = within(section).getByRole('group', { name: 'CANDY MIX' });
    expect(within(candy).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'attribution.candyMix.site',
      'attribution.candyMix.newsletter',
      'attribution.candyMix.qr',
      'attribution.candyMix.chat',
    ]);
    expect(field('Boletín de CANDY MIX')).toHaveValue('maas=maas_mail');
    expect(field('Sitio web de PARTY MIX')).toHaveValue('');
  });

  it('When an admin pastes a tag with its ? and clears another, then the save sends the bare query string and the cleared one as unset', async () => {
    stored = { ...stored, settings: { ...saved, attribution: { ...saved.attribution, chocoBox: { site: null, newsletter: null, qr: 'maas=old', chat: null } } } };
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.fill(await screen.findByLabelText('Boletín de PARTY MIX'), '?maas=maas_adg_1&ref_=aa_maas');
    await user.clear(field('Códigos QR de CHOCO BOX'));

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await toastTitle('Configuración guardada')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0].body).toMatchObject({
      settings: {
        attribution: {
          partyMix: { site: null, newsletter: 'maas=maas_adg_1&ref_=aa_maas', qr: null, chat: null },
          chocoBox: { site: null, newsletter: null, qr: null, chat: null },
        },
      },
    });
  });

  it('When a tag is not a query string, then the browser refuses it before sending, with the Spanish message under that field', async () => {
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.type(await screen.findByLabelText('Chat de SPICY MIX'), 'maas=a b');

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa el campo marcado: no se guardó nada.');
    const tag = field('Chat de SPICY MIX');
    expect(tag).toHaveAttribute('aria-invalid', 'true');
    expect(tag).toHaveAccessibleDescription(/pares nombre=valor unidos por &, sin espacios/);
    await waitFor(() => expect(tag).toHaveFocus());
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('When an admin opens it, then each language lists its testimonials with their stars and tick, or says the page shows no strip', async () => {
    renderScreen(<SiteSettingsPage isAdmin />);
    const english = await screen.findByRole('group', { name: 'Testimonio 1 en inglés' });

    expect(within(english).getByLabelText('Nombre')).toHaveValue('Carla M.');
    expect(within(english).getByLabelText('Lugar (opcional)')).toHaveValue('Miami, FL');
    expect(within(english).getByLabelText('Testimonio')).toHaveValue('A lovely gift.');
    expect(within(english).getByLabelText('Estrellas')).toHaveValue('4');
    expect(within(english).getByLabelText('Compra verificada')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Página en español' })).toHaveTextContent('Ninguno: la página en español no muestra la cinta de testimonios.');
  });

  it('When an admin adds a Spanish testimonial and removes the English one, then the save sends exactly what they set, the place left empty as unset', async () => {
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Añadir testimonio en español' }));
    const row = screen.getByRole('group', { name: 'Testimonio 1 en español' });
    expect(within(row).getByLabelText('Nombre')).toHaveFocus();
    await user.type(within(row).getByLabelText('Nombre'), 'Ana P.');
    await user.type(within(row).getByLabelText('Testimonio'), 'Llegó en tres días.');
    await user.selectOptions(within(row).getByLabelText('Estrellas'), '5 estrellas');
    await user.click(within(row).getByLabelText('Compra verificada'));
    await user.click(screen.getByRole('button', { name: 'Quitar el testimonio 1 en inglés' }));
    expect(screen.queryByRole('group', { name: 'Testimonio 1 en inglés' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await toastTitle('Configuración guardada')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0].body).toMatchObject({
      settings: { testimonials: { es: [{ name: 'Ana P.', location: null, text: 'Llegó en tres días.', rating: 5, verified: true }], en: [] } },
    });
  });

  it('When a language has six testimonials, then no seventh can be added', async () => {
    stored = { ...stored, settings: { ...saved, testimonials: { es: Array.from({ length: 6 }, () => saved.testimonials.en[0]!), en: [] } } };
    renderScreen(<SiteSettingsPage isAdmin />);

    expect(await screen.findByRole('button', { name: 'Añadir testimonio en español' })).toBeDisabled();
    expect(screen.getByText('Ya hay 6: quita uno para añadir otro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir testimonio en inglés' })).toBeEnabled();
  });

  it('When a testimonial has no stars, then the browser refuses it before sending: the stars of that row show the message; choosing them clears it', async () => {
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Añadir testimonio en español' }));
    const row = screen.getByRole('group', { name: 'Testimonio 1 en español' });
    await user.type(within(row).getByLabelText('Nombre'), 'Ana P.');
    await user.type(within(row).getByLabelText('Testimonio'), 'Llegó en tres días.');

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa el campo marcado: no se guardó nada.');
    const stars = within(row).getByLabelText('Estrellas');
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(stars).toHaveAccessibleDescription(/Elige cuántas estrellas dio el cliente/);
    await waitFor(() => expect(stars).toHaveFocus());

    await user.selectOptions(stars, '4 estrellas');
    expect(stars).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("When fields break the settings' rules, then the browser refuses them before sending: each shows its message, marked invalid, with a summary; fixing one clears its mark", async () => {
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.type(await screen.findByLabelText('Dirección en Amazon de PARTY MIX (opcional)'), 'javascript:alert(1)');
    await user.type(field('Teléfono de atención en inglés'), '555');

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los 2 campos marcados: no se guardó nada.');
    const url = field('Dirección en Amazon de PARTY MIX (opcional)');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Debe ser una dirección https de amazon.com/);
    await waitFor(() => expect(url).toHaveFocus());
    expect(field('Teléfono de atención en inglés')).toHaveAccessibleDescription(/Escribe el número en formato internacional/);
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.type(url, 'x');
    expect(url).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa el campo marcado');
  });

  it('When the server refuses fields the browser let through, then they show the same way, the first focused; fixing one clears its mark', async () => {
    api.routes['PUT /api/admin/settings'] = json(
      {
        message: 'Invalid request: settings.products.partyMix.marketplaceUrl: Esa página ya no existe',
        issues: [
          { path: ['settings', 'products', 'partyMix', 'marketplaceUrl'], message: 'Esa página ya no existe', code: 'custom' },
          { path: ['settings', 'testimonials', 'en', '0', 'rating'], message: 'Elige cuántas estrellas dio el cliente (de 1 a 5)', code: 'custom' },
        ],
      },
      400,
    );
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.type(await screen.findByLabelText('Dirección en Amazon de PARTY MIX (opcional)'), 'https://www.amazon.com/dp/B0SAVEDPRT');

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los 2 campos marcados: no se guardó nada.');
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(1);
    const url = field('Dirección en Amazon de PARTY MIX (opcional)');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Esa página ya no existe/);
    await waitFor(() => expect(url).toHaveFocus());
    const stars = within(screen.getByRole('group', { name: 'Testimonio 1 en inglés' })).getByLabelText('Estrellas');
    expect(stars).toHaveAccessibleDescription(/Elige cuántas estrellas dio el cliente/);

    await user.type(url, 'x');
    expect(url).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa el campo marcado');
  });

  it('When another admin saved first, then the conflict shows; the new values load under the edits and the next save goes through', async () => {
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.type(await screen.findByLabelText('Correo de contacto'), 'hola@chapinbox.test');
    stored = { ...stored, version: 5, settings: { ...saved, phones: { es: '+12135550101', en: '+12135550199' } } };

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    await user.click(screen.getByRole('button', { name: 'Cargar valores nuevos' }));
    await waitFor(() => expect(field('Teléfono de atención en inglés')).toHaveValue('+12135550199'));
    expect(field('Correo de contacto')).toHaveValue('hola@chapinbox.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    expect(await toastTitle('Configuración guardada')).toBeInTheDocument();
    const [, retried] = api.callsTo('PUT /api/admin/settings');
    expect(retried.body).toMatchObject({ version: 5, settings: { contactEmail: 'hola@chapinbox.test', phones: { en: '+12135550199' } } });
  });

  it('When an admin discards the edits, then the saved values show again and leaving no longer asks', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    await user.type(await screen.findByLabelText('TikTok'), 'https://www.tiktok.com/@chapinbox');
    expect(confirmLeaving()).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Tienes cambios sin guardar en la configuración. ¿Salir y perderlos?');

    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));

    expect(field('TikTok')).toHaveValue('');
    expect(confirmLeaving()).toBe(true);
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('When the offer has an end, then it can be removed with one button', async () => {
    stored = { ...stored, settings: { ...saved, offer: { discountPercent: 15, endsAt: '2030-12-24T18:00:00.000Z', code: null, couponUrl: null } } };
    const user = typist();
    renderScreen(<SiteSettingsPage isAdmin />);
    expect(await screen.findByLabelText('Fin de la oferta (opcional)')).not.toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Quitar fecha' }));
    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    await toastTitle('Configuración guardada');
    expect(api.callsTo('PUT /api/admin/settings')[0].body).toMatchObject({ settings: { offer: { discountPercent: 15, endsAt: null } } });
  });

  it('When a staff member who is not an admin opens it, then the values are read-only and there is no save', async () => {
    renderScreen(<SiteSettingsPage isAdmin={false} />);
    expect(await screen.findByLabelText('ASIN de PARTY MIX')).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Testimonio 1 en inglés' })).getByLabelText('Testimonio')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Añadir testimonio|Quitar el testimonio/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Solo un administrador puede cambiar la configuración/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar configuración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar cambios' })).not.toBeInTheDocument();
  });

  it('When the settings cannot be loaded, then it says so and offers to retry', async () => {
    api.routes['GET /api/admin/settings'] = json({ message: 'down' }, 503);
    renderScreen(<SiteSettingsPage isAdmin />);
    expect(await screen.findByText('No se pudo cargar la configuración')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
