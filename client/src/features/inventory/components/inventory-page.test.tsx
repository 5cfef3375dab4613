import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmLeaving } from '@/lib/navigation-guard';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { InventoryPage } from './inventory-page';

const stamp = '2026-11-21T10:30:00.000Z';
const seeded = () => [
  // PARTY MIX's ASIN as staff set it in the site settings; the others are unset.
  { key: 'partyMix', productName: 'PARTY MIX', asin: 'B0REAL0001', availableQuantity: 15, lastUpdated: stamp },
  { key: 'candyMix', productName: 'CANDY MIX', asin: null, availableQuantity: 12, lastUpdated: stamp },
  { key: 'spicyMix', productName: 'SPICY MIX', asin: null, availableQuantity: 10, lastUpdated: stamp },
  { key: 'chocoBox', productName: 'CHOCO BOX', asin: null, availableQuantity: 10, lastUpdated: stamp },
];

const json = (body: unknown, status = 200) => ({ status, body });

const renderPage = () => renderScreen(<InventoryPage firstName="Ana" />);

const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

const STALE_MESSAGE = 'Otra persona guardó el inventario mientras lo editabas. Recarga las cantidades nuevas; tus cambios siguen en pantalla.';

describe('InventoryPage', () => {
  let products: ReturnType<typeof seeded>;
  let version: number;
  let updateStatus: number;
  let api: FakeApi;

  /** What the server holds after another staff member saved `changes` (a new version). */
  const savedElsewhere = (changes: Record<string, number>) => {
    products = products.map((product) => ({ ...product, availableQuantity: changes[product.key] ?? product.availableQuantity }));
    version += 1;
  };

  beforeEach(() => {
    products = seeded();
    version = 3;
    updateStatus = 200;
    api = fakeApi({
      'GET /api/config': json(siteConfigFixture()),
      'GET /api/inventory': () => json({ products, lastUpdated: stamp, version }),
      'POST /api/inventory/update': ({ body }) => {
        if (updateStatus !== 200) return json({ message: 'down' }, updateStatus);
        const sent = body as { version: number; products: Array<{ key: string; availableQuantity: number }> };
        if (sent.version !== version) return json({ message: STALE_MESSAGE }, 409);
        savedElsewhere(Object.fromEntries(sent.products.map((product) => [product.key, product.availableQuantity])));
        return json({ products, lastUpdated: stamp, version });
      },
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const total = () => screen.getByTestId('inventory-total');
  const input = (name: string) => screen.getByLabelText(`Nueva cantidad de ${name}`);

  it('When the page opens, then a spinner shows first, then the header, total, products and integration details', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando inventario...');

    expect(await screen.findByText('Te damos la bienvenida, Ana')).toBeInTheDocument();
    expect(await screen.findByTestId('inventory-total')).toHaveTextContent('47');
    expect(screen.getByRole('link', { name: /Ver sitio público/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
    expect(input('PARTY MIX')).toHaveValue(15);
    // The staff screens' one date format (lib/staff-date-format), e.g. '21 nov 2026, 10:30'.
    expect(screen.getAllByText(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(stamp))).length).toBeGreaterThan(0);
    expect(await screen.findByText('A2SELLER')).toBeInTheDocument();
    expect(screen.getByText(/token de actualización/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });

  it('When no seller ID is configured, then the integration card says so instead of showing one', async () => {
    api.routes['GET /api/config'] = json(siteConfigFixture({ marketplace: { sellerId: null, marketplaceId: 'ATVPDKIKX0DER' } }));
    renderPage();
    expect(await screen.findByText('Sin configurar (MARKETPLACE_SELLER_ID)')).toBeInTheDocument();
    expect(screen.queryByText('A2SELLER')).not.toBeInTheDocument();
  });

  it('When the page opens, then each box shows the ASIN from the site settings, or that it has none and where to set it', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');
    const summary = screen.getByRole('region', { name: 'Total de cajas disponibles' });
    const update = screen.getByRole('region', { name: 'Actualizar cantidades' });
    const card = (region: HTMLElement, name: string) => within(region).getByText(name).closest('li')!;

    expect(card(summary, 'PARTY MIX')).toHaveTextContent('ASIN: B0REAL0001');
    expect(card(update, 'PARTY MIX')).toHaveTextContent('ASIN: B0REAL0001');
    for (const name of ['CANDY MIX', 'SPICY MIX', 'CHOCO BOX']) {
      expect(card(summary, name)).toHaveTextContent('Sin ASIN');
      expect(card(update, name)).toHaveTextContent('Sin ASIN: se indica en Ajustes del sitio');
      expect(within(card(update, name)).getByRole('link', { name: 'Ajustes del sitio' })).toHaveAttribute('href', '/admin/settings');
    }
  });

  it('When a quantity is edited, then the total follows and the pending-changes banner appears; an emptied field counts as 0', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');

    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '20');
    expect(total()).toHaveTextContent('52');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();

    await userEvent.clear(input('CANDY MIX'));
    // Empty stays empty while typing (it counts as 0).
    expect(input('CANDY MIX')).toHaveValue(null);
    expect(input('CANDY MIX')).toHaveDisplayValue('');
    expect(total()).toHaveTextContent('40');

    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '15');
    await userEvent.type(input('CANDY MIX'), '12');
    expect(input('CANDY MIX')).toHaveDisplayValue('12');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });

  it('When a field is emptied and a number typed, then it shows the number without a leading zero', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');

    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '025');
    expect(input('PARTY MIX')).toHaveDisplayValue('25');
    expect(total()).toHaveTextContent('57');
    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '0');
    expect(input('PARTY MIX')).toHaveDisplayValue('0');
  });

  it('When the edits are discarded, then the stored quantities show again and nothing is sent', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');
    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '3');

    await userEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));

    expect(input('PARTY MIX')).toHaveDisplayValue('15');
    expect(total()).toHaveTextContent('47');
    expect(screen.queryByRole('region', { name: 'Cambios pendientes' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/inventory/update')).toHaveLength(0);
  });

  it('When another staff member saved first, then the conflict shows, the new numbers load under the edits, and the next save goes through', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');
    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '25');
    savedElsewhere({ partyMix: 30, candyMix: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_MESSAGE);
    expect(input('PARTY MIX')).toHaveDisplayValue('25');
    expect(screen.queryByText('Inventario actualizado', { selector: '[data-slot="toast-title"]' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar cantidades nuevas' }));

    // The other save's numbers arrive; the staff member's own edit stays on screen.
    await waitFor(() => expect(input('CANDY MIX')).toHaveDisplayValue('20'));
    expect(input('PARTY MIX')).toHaveDisplayValue('25');
    expect(screen.getByText('Guardado: 30')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await toastTitle('Inventario actualizado')).toBeInTheDocument();
    const [, retried] = api.callsTo('POST /api/inventory/update');
    expect(retried.body).toEqual({ version: 4, products: [{ key: 'partyMix', productName: 'PARTY MIX', availableQuantity: 25 }] });
  });

  it('When quantities are unsaved, then leaving the page asks first; once saved, it does not', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    await screen.findByTestId('inventory-total');
    expect(confirmLeaving()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '9');

    expect(confirmLeaving()).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Tienes cambios sin guardar en el inventario. ¿Salir y perderlos?');
    const unload = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(unload);
    });
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await toastTitle('Inventario actualizado');
    await waitFor(() => expect(confirmLeaving()).toBe(true));
  });

  it('When the changes are saved, then the changed products are sent with the version, the saved inventory shows and the success toast shows', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');
    await userEvent.clear(input('SPICY MIX'));
    await userEvent.type(input('SPICY MIX'), '3');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await toastTitle('Inventario actualizado')).toBeInTheDocument();
    expect(screen.getAllByText('Las cantidades se han actualizado correctamente').length).toBeGreaterThan(0);
    const [update] = api.callsTo('POST /api/inventory/update');
    expect(update.body).toEqual({ version: 3, products: [{ key: 'spicyMix', productName: 'SPICY MIX', availableQuantity: 3 }] });
    // The answer is the inventory as saved: no second read.
    expect(api.callsTo('GET /api/inventory')).toHaveLength(1);
    const spicy = screen.getByText('SPICY MIX', { selector: 'section[aria-labelledby="inventory-update-title"] p' }).closest('li')!;
    // The reloaded inventory reaches the page in a render of its own, not the toast's: wait for it.
    await waitFor(() => expect(within(spicy).getByText('3', { selector: 'strong' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });

  it('When saving fails, then the error toast shows and the edits stay', async () => {
    updateStatus = 503;
    renderPage();
    await screen.findByTestId('inventory-total');
    await userEvent.clear(input('CHOCO BOX'));
    await userEvent.type(input('CHOCO BOX'), '7');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await toastTitle('Error')).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo actualizar el inventario').length).toBeGreaterThan(0);
    expect(input('CHOCO BOX')).toHaveDisplayValue('7');
    // The failed save reaches the button ('Guardando...' while pending) in a render of its own, not the toast's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled());
  });

  it('When the inventory cannot be loaded, then the load-failure toast shows', async () => {
    api.routes['GET /api/inventory'] = json({ message: 'down' }, 503);
    renderPage();
    expect(await toastTitle('No se pudo cargar el inventario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
