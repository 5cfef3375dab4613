import { expect, test } from './support/test';
import { E2E_ADMIN, signInAsStaff } from './support/staff';

test('When staff change a quantity and save, then the public total follows', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Gestión de Inventario' })).toBeVisible();
  await expect(page.getByText(`Te damos la bienvenida, ${E2E_ADMIN.firstName}`)).toBeVisible();
  const before = (await (await page.request.get('/api/inventory')).json()) as { products: Array<{ asin: string; productName: string; availableQuantity: number }> };
  const party = before.products.find((product) => product.productName === 'PARTY MIX')!;
  const othersTotal = before.products.reduce((sum, product) => sum + product.availableQuantity, 0) - party.availableQuantity;
  const newQuantity = party.availableQuantity + 7;

  try {
    const input = page.getByLabel('Nueva cantidad de PARTY MIX');
    await expect(input).toHaveValue(String(party.availableQuantity));
    await input.fill(String(newQuantity));
    await expect(page.getByTestId('inventory-total')).toHaveText(String(othersTotal + newQuantity));
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await save.click();

    await expect(page.getByText('Inventario actualizado', { exact: true })).toBeVisible();
    await expect(save).toBeHidden();
    const partyRow = page.getByRole('region', { name: 'Actualizar cantidades' }).getByRole('listitem').filter({ hasText: 'PARTY MIX' });
    await expect(partyRow.getByText(`Cantidad actual: ${newQuantity}`)).toBeVisible();

    // What every visitor's urgency bar reads (cached for at most a second per instance).
    await expect
      .poll(async () => ((await (await page.request.get('/api/inventory/total')).json()) as { totalBoxes: number }).totalBoxes)
      .toBe(othersTotal + newQuantity);
  } finally {
    await page.request.post('/api/inventory/update', { data: { products: before.products } });
  }
});

test('When a signed-out visitor opens /inventory, then they are sent to /login, with the way back', async ({ page }) => {
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login\?next=%2Finventory$/);
});
