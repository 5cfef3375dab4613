import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignInput } from '@shared/campaigns';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { CampaignsSection } from './campaigns-section';

const PHOTO_ID = '6f1c1f5e-8a6b-4d1e-9c47-2b1f0b9a1e11';

function serve() {
  return fakeApi({
    'GET /api/admin/campaigns/audience': { status: 200, body: { recipients: 3, sources: [] } },
    'POST /api/admin/campaigns/preview': { status: 200, body: { html: '<!doctype html><html><head></head><body>PARTY MIX</body></html>' } },
    'GET /api/admin/campaign-templates': { status: 200, body: { templates: [] } },
    'GET /api/admin/media': {
      status: 200,
      body: {
        items: [
          {
            id: PHOTO_ID,
            kind: 'image',
            width: 1600,
            height: 1000,
            alt: { es: 'La caja abierta', en: 'The open box' },
            placeholder: null,
            variants: [{ format: 'webp', width: 480, url: `/media/${PHOTO_ID}/480.webp` }],
            bytes: 1000,
            createdAt: '2026-11-01T00:00:00.000Z',
            usedIn: [],
          },
        ],
      },
    },
    'POST /api/admin/campaign-templates': ({ body }) => ({ status: 201, body: { ...(body as object), id: 1, createdAt: '2026-11-28T00:00:00.000Z' } }),
  });
}

const lastCall = (calls: ApiCall[]) => calls[calls.length - 1];

describe('the block editor of a campaign', () => {
  it('When staff build the Spanish e-mail from blocks, then they add, fill, reorder by keyboard and remove blocks, and the preview asks the server for those blocks', async () => {
    const api = serve();
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=new' });

    await user.click(within(await screen.findByRole('radiogroup', { name: 'Formato del contenido en español' })).getByRole('radio', { name: 'Bloques (títulos, imágenes, cajas, botones)' }));
    const spanish = screen.getByRole('list', { name: 'Bloques en español' });
    await user.selectOptions(screen.getAllByLabelText('Tipo de bloque')[0], 'Título');
    await user.click(screen.getAllByRole('button', { name: 'Añadir bloque' })[0]);
    await user.fill(within(spanish).getByLabelText('Título'), 'Ofertas de verano');
    await user.selectOptions(screen.getAllByLabelText('Tipo de bloque')[0], 'Caja con botón de compra');
    await user.click(screen.getAllByRole('button', { name: 'Añadir bloque' })[0]);
    await user.selectOptions(within(spanish).getByLabelText('Caja'), 'CHOCO BOX');
    await user.selectOptions(screen.getAllByLabelText('Tipo de bloque')[0], 'Imagen');
    await user.click(screen.getAllByRole('button', { name: 'Añadir bloque' })[0]);
    await user.click(await within(spanish).findByRole('radio', { name: 'La caja abierta' }));
    expect(within(spanish).getByLabelText(/Texto alternativo \(lo que se lee/)).toHaveValue('La caja abierta');

    // The box moves to the top with the keyboard; the focus stays on it.
    const up = within(spanish).getByRole('button', { name: 'Subir el bloque 2 (Caja con botón de compra)' });
    up.focus();
    await user.keyboard('{Enter}');
    const moved = within(spanish).getByRole('button', { name: 'Bajar el bloque 1 (Caja con botón de compra)' });
    expect(moved).toHaveFocus();
    expect(within(spanish).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['1. Caja con botón de compra', '2. Título', '3. Imagen']);

    await user.click(within(spanish).getByRole('button', { name: 'Quitar el bloque 3 (Imagen)' }));
    expect(within(spanish).getAllByRole('listitem')).toHaveLength(2);
    await user.fill(screen.getByLabelText('Texto de vista previa en español (opcional)'), 'Tres cajas nuevas');

    await waitFor(() =>
      expect(lastCall(api.callsTo('POST /api/admin/campaigns/preview')).body).toEqual({
        language: 'es',
        subject: '',
        preheader: 'Tres cajas nuevas',
        body: { blocks: [{ type: 'box', box: 'chocoBox' }, { type: 'heading', text: 'Ofertas de verano' }] },
      }),
    );
    // Phone and desktop widths.
    await user.click(screen.getByRole('button', { name: 'Teléfono (375 px)' }));
    expect(await screen.findByTitle('Vista previa del email en español')).toHaveStyle({ width: '375px' });
  });

  it('When a block is not valid, then the browser says which before anything is saved; a template saves the layout', async () => {
    const api = serve();
    api.routes['POST /api/admin/campaigns'] = { status: 500, body: { message: 'no' } };
    const user = typist();
    renderScreen(<CampaignsSection />, { path: '/admin/campaigns?campaign=new' });

    await user.click(within(await screen.findByRole('radiogroup', { name: 'Formato del contenido en español' })).getByRole('radio', { name: 'Bloques (títulos, imágenes, cajas, botones)' }));
    await user.selectOptions(screen.getAllByLabelText('Tipo de bloque')[0], 'Botón');
    await user.click(screen.getAllByRole('button', { name: 'Añadir bloque' })[0]);
    const spanish = screen.getByRole('list', { name: 'Bloques en español' });
    await user.fill(within(spanish).getByLabelText('Texto del botón'), 'Ver');
    const url = within(spanish).getByLabelText('Dirección (https://…)');
    await user.clear(url);
    await user.fill(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await within(spanish).findByText('La dirección debe empezar por https:// (o http://)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/campaigns')).toHaveLength(0);

    await user.clear(url);
    await user.fill(url, 'https://chapinbox.com/');
    await user.fill(screen.getByLabelText('Asunto en español'), 'Verano');
    await user.fill(screen.getByPlaceholderText('Nombre de la plantilla'), 'Boletín con botón');
    await user.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/campaign-templates')).toHaveLength(1));
    const saved = api.callsTo('POST /api/admin/campaign-templates')[0].body as CampaignInput & { name: string };
    expect(saved.name).toBe('Boletín con botón');
    expect(saved.body.es).toEqual({ blocks: [{ type: 'button', label: 'Ver', url: 'https://chapinbox.com/' }] });
  });

  it('When staff start a campaign from a template, then its subject, pre-header and blocks fill the new campaign', async () => {
    const api = serve();
    api.routes['GET /api/admin/campaign-templates'] = {
      status: 200,
      body: {
        templates: [
          {
            id: 3,
            name: 'Boletín semanal',
            subject: { es: 'Novedades', en: 'News' },
            preheader: { es: 'Lo nuevo', en: 'New' },
            body: { es: { blocks: [{ type: 'box', box: 'spicyMix' }] }, en: 'Hi' },
            createdAt: '2026-11-28T00:00:00.000Z',
          },
        ],
      },
    };
    api.routes['GET /api/admin/campaigns'] = { status: 200, body: { campaigns: [] } };
    const user = typist();
    const { location } = renderScreen(<CampaignsSection />, { path: '/admin/campaigns' });
    await user.click(await screen.findByRole('link', { name: 'Nueva campaña con esta plantilla' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/campaigns?campaign=new&template=3'));
    expect(await screen.findByLabelText('Asunto en español')).toHaveValue('Novedades');
    expect(screen.getByLabelText('Texto de vista previa en español (opcional)')).toHaveValue('Lo nuevo');
    expect(within(screen.getByRole('list', { name: 'Bloques en español' })).getByRole('combobox', { name: 'Caja' })).toHaveValue('spicyMix');
    expect(screen.getByLabelText('Texto en inglés')).toHaveValue('Hi');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });
});
