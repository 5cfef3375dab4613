import type { Page } from '@playwright/test';
import { expect, test, waitingForApp } from './support/test';
import { E2E_ADMIN, signInAsStaff } from './support/staff';

// Every test here changes the shared inventory: one at a time, each putting it back.
test.describe.configure({ mode: 'serial' });

interface Inventory {
  version: number;
  products: Array<{ key: string; productName: string; asin: string | null; availableQuantity: number }>;
}

const readInventory = async (page: Page) => (await (await page.request.get('/api/inventory')).json()) as Inventory;

/** Puts the quantities back as they were (from whatever version the inventory has now). */
async function restore(page: Page, before: Inventory) {
  const { version } = await readInventory(page);
  const products = before.products.map(({ key, availableQuantity }) => ({ key, availableQuantity }));
  expect((await page.request.post('/api/inventory/update', { data: { version, products } })).ok()).toBe(true);
}

const quantityOf = (inventory: Inventory, name: string) => inventory.products.find((product) => product.productName === name)!.availableQuantity;

test('When staff change a quantity and save, then the public total follows', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Gestión de Inventario' })).toBeVisible();
  await expect(page.getByText(`Te damos la bienvenida, ${E2E_ADMIN.firstName}`)).toBeVisible();
  const before = await readInventory(page);
  const party = before.products.find((product) => product.productName === 'PARTY MIX')!;
  const othersTotal = before.products.reduce((sum, product) => sum + product.availableQuantity, 0) - party.availableQuantity;
  const newQuantity = party.availableQuantity + 7;

  try {
    const input = page.getByLabel('Nueva cantidad de PARTY MIX');
    await expect(input).toHaveValue(String(party.availableQuantity));
    await input.fill(String(newQuantity));
    await expect(page.getByTestId('inventory-total')).toHaveText(String(othersTotal + newQuantity));
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/inventory/update');
    await save.click();
    // The inventory as saved, which the page shows.
    const saved = (await (await answered).json()) as Inventory;

    await expect(page.getByText('Inventario actualizado', { exact: true })).toBeVisible();
    await expect(save).toBeHidden();
    const partyRow = page.getByRole('region', { name: 'Actualizar cantidades' }).getByRole('listitem').filter({ hasText: 'PARTY MIX' });
    await expect(partyRow.getByText(`Cantidad actual: ${newQuantity}`)).toBeVisible();

    // Each box shows the ASIN staff set in /admin/settings (the server adds it to the inventory), or
    // that it has none: never an invented one. Another spec may be changing PARTY MIX's ASIN meanwhile.
    expect(saved.products.map((product) => product.key)).toEqual(['partyMix', 'candyMix', 'spicyMix', 'chocoBox']);
    for (const product of saved.products) {
      const row = page.getByRole('region', { name: 'Actualizar cantidades' }).getByRole('listitem').filter({ hasText: product.productName });
      await expect(row).toContainText(product.asin ? `ASIN: ${product.asin}` : 'Sin ASIN: se indica en Ajustes del sitio');
    }
    await expect(page.getByText(/B0CH/)).toHaveCount(0);

    // What every visitor's urgency bar reads (cached for at most a second per instance).
    await expect
      .poll(async () => ((await (await page.request.get('/api/inventory/total')).json()) as { totalBoxes: number }).totalBoxes)
      .toBe(othersTotal + newQuantity);
  } finally {
    await restore(page, before);
  }
});

for (const width of [390, 1280]) {
  test(`When two tabs save the inventory at ${width} px, then the second gets the conflict and can load the new numbers keeping its edits`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page);
    const before = await readInventory(page);
    const stored = quantityOf(before, 'PARTY MIX');
    const tabA = page;
    const tabB = waitingForApp(await context.newPage());
    await tabB.setViewportSize({ width, height: 900 });

    try {
      await tabA.goto('/inventory');
      await tabB.goto('/inventory');
      await expect(tabB.getByLabel('Nueva cantidad de PARTY MIX')).toHaveValue(String(stored));

      await tabA.getByLabel('Nueva cantidad de PARTY MIX').fill(String(stored + 15));
      await tabA.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(tabA.getByText('Inventario actualizado', { exact: true })).toBeVisible();

      await tabB.getByLabel('Nueva cantidad de PARTY MIX').fill(String(stored + 10));
      await tabB.getByLabel('Nueva cantidad de CANDY MIX').fill('3');
      await tabB.getByRole('button', { name: 'Guardar cambios' }).click();

      // Nothing of tab B was written: tab A's number stands.
      await expect(tabB.getByRole('alert')).toContainText('Otra persona guardó el inventario mientras lo editabas');
      await expect(tabB.getByText('Inventario actualizado', { exact: true })).toHaveCount(0);
      expect(quantityOf(await readInventory(tabB), 'PARTY MIX')).toBe(stored + 15);

      await tabB.getByRole('button', { name: 'Cargar cantidades nuevas' }).click();
      await expect(tabB.getByRole('alert')).toBeHidden();
      const partyRow = tabB.getByRole('region', { name: 'Actualizar cantidades' }).getByRole('listitem').filter({ hasText: 'PARTY MIX' });
      await expect(partyRow.getByText(`Cantidad actual: ${stored + 15}`)).toBeVisible();
      await expect(tabB.getByLabel('Nueva cantidad de PARTY MIX')).toHaveValue(String(stored + 10));
      await expect(tabB.getByLabel('Nueva cantidad de CANDY MIX')).toHaveValue('3');

      await tabB.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(tabB.getByText('Inventario actualizado', { exact: true })).toBeVisible();
      const after = await readInventory(tabB);
      expect(quantityOf(after, 'PARTY MIX')).toBe(stored + 10);
      expect(quantityOf(after, 'CANDY MIX')).toBe(3);
    } finally {
      await restore(page, before);
      await tabB.close();
    }
  });
}

test('When staff leave /inventory with unsaved quantities, then the page asks first, and staying keeps the edits', async ({ page }) => {
  await signInAsStaff(page);
  // Arrive from /admin inside the app, so the back button stays in the app.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Inventario' }).click();
  const input = page.getByLabel('Nueva cantidad de SPICY MIX');
  await input.fill('77');
  const dialogs: string[] = [];

  // An in-app link: staff stay.
  page.once('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Administración' }).click();
  await expect.poll(() => dialogs).toEqual(['confirm: Tienes cambios sin guardar en el inventario. ¿Salir y perderlos?']);
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(input).toHaveValue('77');

  // The browser's back button: staff stay.
  page.once('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => dialogs).toHaveLength(2);
  expect(dialogs[1]).toBe(dialogs[0]);
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(input).toHaveValue('77');

  // Closing the tab: the browser asks (beforeunload).
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('When staff discard their edits, then leaving no longer asks', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/inventory');
  await page.getByLabel('Nueva cantidad de SPICY MIX').fill('5');
  await page.getByRole('button', { name: 'Descartar cambios' }).click();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Administración' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(dialogs).toEqual([]);
});

test('When a signed-out visitor opens /inventory, then they are sent to /login, with the way back', async ({ page }) => {
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login\?next=%2Finventory$/);
});
