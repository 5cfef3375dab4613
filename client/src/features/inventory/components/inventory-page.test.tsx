import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { InventoryPage } from './inventory-page';

const stamp = '2026-11-21T10:30:00.000Z';
const seeded = () => [
  { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 15, lastUpdated: stamp },
  { productName: 'CANDY MIX', asin: 'B0CHCANDY2', availableQuantity: 12, lastUpdated: stamp },
  { productName: 'SPICY MIX', asin: 'B0CHSPICY3', availableQuantity: 10, lastUpdated: stamp },
  { productName: 'CHOCO BOX', asin: 'B0CHCHOCO4', availableQuantity: 10, lastUpdated: stamp },
];

const json = (body: unknown, status = 200) => ({ status, body });

const renderPage = () => renderScreen(<InventoryPage firstName="Ana" />);

const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

describe('InventoryPage', () => {
  let products: ReturnType<typeof seeded>;
  let updateStatus: number;
  let api: FakeApi;

  beforeEach(() => {
    products = seeded();
    updateStatus = 200;
    api = fakeApi({
      'GET /api/config': json(siteConfigFixture()),
      'GET /api/inventory': () => json({ products, lastUpdated: stamp }),
      'POST /api/inventory/update': ({ body }) => {
        if (updateStatus !== 200) return json({ message: 'down' }, updateStatus);
        const sent = body as { products: Array<{ asin: string; availableQuantity: number }> };
        products = products.map((product) => ({ ...product, availableQuantity: sent.products.find((p) => p.asin === product.asin)!.availableQuantity }));
        return json({ products, lastUpdated: stamp });
      },
    });
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

  it('When a quantity is edited, then the total follows and the pending-changes banner appears; non-numeric counts as 0', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');

    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '20');
    expect(total()).toHaveTextContent('52');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();

    await userEvent.clear(input('CANDY MIX'));
    expect(input('CANDY MIX')).toHaveValue(0);
    expect(total()).toHaveTextContent('40');

    await userEvent.clear(input('PARTY MIX'));
    await userEvent.type(input('PARTY MIX'), '15');
    await userEvent.type(input('CANDY MIX'), '12');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });

  it('When the changes are saved, then every product is sent, the data reloads and the success toast shows', async () => {
    renderPage();
    await screen.findByTestId('inventory-total');
    await userEvent.clear(input('SPICY MIX'));
    await userEvent.type(input('SPICY MIX'), '3');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await toastTitle('Inventario actualizado')).toBeInTheDocument();
    expect(screen.getAllByText('Las cantidades se han actualizado correctamente').length).toBeGreaterThan(0);
    const [update] = api.callsTo('POST /api/inventory/update');
    expect(update.body).toEqual({
      products: [
        { productName: 'PARTY MIX', asin: 'B0CHPARTY1', availableQuantity: 15 },
        { productName: 'CANDY MIX', asin: 'B0CHCANDY2', availableQuantity: 12 },
        { productName: 'SPICY MIX', asin: 'B0CHSPICY3', availableQuantity: 3 },
        { productName: 'CHOCO BOX', asin: 'B0CHCHOCO4', availableQuantity: 10 },
      ],
    });
    expect(api.callsTo('GET /api/inventory')).toHaveLength(2);
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
    expect(input('CHOCO BOX')).toHaveValue(7);
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
