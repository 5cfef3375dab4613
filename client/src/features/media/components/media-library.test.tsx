import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaListItem } from '@shared/media';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { MediaLibrary } from './media-library';

const ID = '7d1b6d0e-8f7a-4c33-9d0e-2b8f3e1c0a11';
const item = (overrides: Partial<MediaListItem> = {}): MediaListItem => ({
  id: ID,
  kind: 'image',
  width: 1600,
  height: 1200,
  alt: { es: 'La caja abierta', en: 'The open box' },
  placeholder: null,
  variants: [480, 960, 1600].flatMap((width) => [
    { format: 'avif' as const, width, url: `/media/${ID}/${width}.avif` },
    { format: 'webp' as const, width, url: `/media/${ID}/${width}.webp` },
  ]),
  bytes: 204_800,
  createdAt: '2026-11-28T12:00:00.000Z',
  usedIn: [],
  ...overrides,
});
const emptySlots = { slots: {} };

describe('Fotos y videos (admin)', () => {
  let api: FakeApi;
  let items: MediaListItem[];

  beforeEach(() => {
    items = [];
    api = fakeApi({
      'GET /api/config': { status: 200, body: siteConfigFixture() },
      'GET /api/admin/media': () => ({ status: 200, body: { items } }),
      'GET /api/admin/media/slots': () => ({ status: 200, body: emptySlots }),
      'POST /api/admin/media': () => {
        items = [item()];
        return { status: 201, body: { media: item() } };
      },
      'PUT /api/admin/media/slots/box-partyMix': (call) => ({ status: 200, body: { slot: 'box-partyMix', items: (call.body as { items: string[] }).items.map(() => item()) } }),
      [`DELETE /api/admin/media/${ID}`]: () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('When the alt texts are missing, then each field says so, the first is focused, and nothing is sent', async () => {
    const user = typist();
    renderScreen(<MediaLibrary />);
    await user.upload(screen.getByLabelText('Archivo'), new File(['x'], 'caja.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Subir' }));

    expect(screen.getByLabelText('Texto alternativo en español')).toHaveAccessibleDescription('Escribe el texto alternativo en español');
    expect(screen.getByLabelText('Texto alternativo en inglés')).toHaveAccessibleDescription('Escribe el texto alternativo en inglés');
    expect(screen.getByLabelText('Texto alternativo en español')).toHaveFocus();
    expect(api.callsTo('POST /api/admin/media')).toHaveLength(0);
  });

  it('When staff upload a photo with both alt texts, then it is sent as a form and shows in the grid with its sizes', async () => {
    const user = typist();
    renderScreen(<MediaLibrary />);
    await user.upload(screen.getByLabelText('Archivo'), new File(['x'], 'caja.jpg', { type: 'image/jpeg' }));
    await user.fill(screen.getByLabelText('Texto alternativo en español'), 'La caja abierta');
    await user.fill(screen.getByLabelText('Texto alternativo en inglés'), 'The open box');
    await user.click(screen.getByRole('button', { name: 'Subir' }));

    const grid = await screen.findByRole('list', { name: 'Fotos y videos subidos' });
    expect(within(grid).getByText('Tamaños: 480, 960 y 1600 px · AVIF y WebP')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/admin/media')[0].body as FormData;
    expect(sent.get('alt_es')).toBe('La caja abierta');
    expect(sent.get('alt_en')).toBe('The open box');
    expect((sent.get('file') as File).name).toBe('caja.jpg');
  });

  it('When the server refuses the file, then its Spanish message shows', async () => {
    api.routes['POST /api/admin/media'] = { status: 400, body: { message: 'Las fotos HEIC del iPhone no se pueden procesar.' } };
    const user = typist();
    renderScreen(<MediaLibrary />);
    await user.upload(screen.getByLabelText('Archivo'), new File(['x'], 'IMG_1.jpg', { type: 'image/jpeg' }));
    await user.fill(screen.getByLabelText('Texto alternativo en español'), 'Caja');
    await user.fill(screen.getByLabelText('Texto alternativo en inglés'), 'Box');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Las fotos HEIC del iPhone no se pueden procesar.');
  });

  it('When staff add two photos to a box gallery and move the second up, then that order is saved', async () => {
    const second = '1f2e3d4c-5b6a-4789-8abc-def012345678';
    items = [item(), item({ id: second, alt: { es: 'Los dulces', en: 'The sweets' } })];
    const user = typist();
    renderScreen(<MediaLibrary />);
    const add = await screen.findByLabelText('Añadir');
    await waitFor(() => expect(within(add).getByRole('option', { name: 'Los dulces' })).toBeInTheDocument());
    await user.selectOptions(add, 'La caja abierta');
    await user.click(screen.getByRole('button', { name: 'Añadir a la lista' }));
    await user.selectOptions(add, 'Los dulces');
    await user.click(screen.getByRole('button', { name: 'Añadir a la lista' }));
    await user.click(screen.getByRole('button', { name: 'Subir «Los dulces»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('PUT /api/admin/media/slots/box-partyMix')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/media/slots/box-partyMix')[0].body).toEqual({ items: [second, ID] });
    expect(await screen.findByText('Guardado', { exact: true })).toBeInTheDocument();
  });

  it('When staff delete a placed photo, then they are asked first, told where it shows, and it is removed from there too', async () => {
    items = [item({ usedIn: ['hero', 'box-partyMix'] })];
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = typist();
    renderScreen(<MediaLibrary />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar «La caja abierta»' }));

    expect(confirm.mock.calls[0][0]).toContain('Se muestra en: Portada, Galería de PARTY MIX');
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.url.endsWith('?force=1'))).toBe(true));
    expect(await screen.findByText('Eliminado', { exact: true })).toBeInTheDocument();
  });
});
