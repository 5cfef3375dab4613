import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { signInAsStaff } from './support/staff';

/**
 * The subscriber list at a phone's and a laptop's width (docs/product.md#subscribers): import a
 * small CSV, filter, sort, deactivate in bulk, export what the filters show, delete one.
 */

const PHONE = 390;

/** How far the page is wider than the window (0 when nothing sticks out). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Every e-mail listed, in order, read from each row's tick box (the same on cards and in the table).
 * All rows, not only this test's: the list holds nothing else once the search has landed (it waits
 * for typing to pause), so a step cannot pass on the unsearched list, whose newest rows are the same.
 */
const listed = async (panel: Locator) =>
  (await panel.getByRole('checkbox', { name: /^Seleccionar \S+@/ }).evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))).map((label) =>
    label!.replace('Seleccionar ', ''),
  );

for (const width of [PHONE, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === PHONE ? 844 : 900 } });

    test('When staff import a CSV, filter, sort, deactivate in bulk and export, then each step shows and the file holds what the filters show', async ({ page }) => {
      const tag = `e2e${width}-${randomBytes(3).toString('hex')}`;
      const source = `feria_${tag.replace('-', '_')}`;
      await signInAsStaff(page);
      await page.goto('/admin/subscribers');
      const panel = page.getByRole('region', { name: 'Suscriptores VIP' });
      await expect(panel.getByTestId('stat-total')).not.toHaveText('—');

      // Import three people through the dialog.
      await panel.getByRole('button', { name: 'Importar CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar suscriptores (CSV)' });
      const csv = `email,language,source\n${tag}-ana@example.com,es,${source}\n${tag}-ben@example.com,en,${source}\n${tag}-cy@example.com,es,${source}\nnot-an-email,es,${source}\n`;
      await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'feria.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByLabel('Estas personas aceptaron recibir emails del Club VIP').check();
      await dialog.getByLabel('Ya confirmaron su email (no enviarles el email de confirmación)').check();
      await dialog.getByRole('button', { name: 'Importar' }).click();
      const result = dialog.getByRole('status');
      await expect(result).toContainText('Importados: 3');
      await expect(result).toContainText('Línea 5: El email «not-an-email» no es válido');
      await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
      await expect(dialog).toBeHidden();

      // Search, then filter by language and source.
      await panel.getByLabel('Buscar por email').fill(tag);
      await expect.poll(async () => (await listed(panel)).sort()).toEqual([`${tag}-ana@example.com`, `${tag}-ben@example.com`, `${tag}-cy@example.com`]);
      await panel.getByLabel('Idioma').selectOption({ label: 'Inglés' });
      await expect.poll(() => listed(panel)).toEqual([`${tag}-ben@example.com`]);
      await panel.getByLabel('Idioma').selectOption({ label: 'Todos' });
      await panel.getByLabel('Fuente').selectOption(source);

      // Sort by e-mail, Z to A: the column header on a laptop, the order menu on a phone.
      if (width === PHONE) {
        await panel.getByLabel('Ordenar').selectOption({ label: 'Email (Z–A)' });
      } else {
        const header = panel.getByRole('button', { name: /^Email/ });
        await header.click();
        await expect(panel.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
        await header.click();
        await expect(panel.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
      }
      await expect.poll(() => listed(panel)).toEqual([`${tag}-cy@example.com`, `${tag}-ben@example.com`, `${tag}-ana@example.com`]);

      // Deactivate the whole page in bulk.
      await panel.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
      const bar = panel.getByRole('region', { name: 'Acciones con la selección' });
      await expect(bar).toContainText('3 seleccionados');
      await bar.getByRole('button', { name: 'Desactivar' }).click();
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Suscriptores desactivados' })).toContainText('3 suscriptores');
      await panel.getByLabel('Estado').selectOption({ label: 'Inactivos' });
      await expect.poll(() => listed(panel)).toEqual([`${tag}-cy@example.com`, `${tag}-ben@example.com`, `${tag}-ana@example.com`]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The export follows the filters: these three, inactive, e-mails Z to A.
      const download = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`vip-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
      expect(lines[0]).toBe('email,language,source,status,confirmed,subscribed_at,consent,state,state_at,state_reason');
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
        `${tag}-cy@example.com,es,${source},inactive`,
        `${tag}-ben@example.com,en,${source},inactive`,
        `${tag}-ana@example.com,es,${source},inactive`,
      ]);
      // Turned off by staff: paused, which staff may undo (not suppressed).
      expect(lines.slice(1).map((line) => line.split(',')[7])).toEqual(['paused', 'paused', 'paused']);
      await expect(page.getByText('Exportación exitosa', { exact: true })).toBeVisible();

      // One person deleted from their own row.
      page.once('dialog', (confirm) => confirm.accept());
      await panel.getByRole('button', { name: `Eliminar ${tag}-ana@example.com` }).click();
      await expect(page.getByText('Suscriptor eliminado', { exact: true })).toBeVisible();
      await expect.poll(() => listed(panel)).toEqual([`${tag}-cy@example.com`, `${tag}-ben@example.com`]);
    });
  });
}

test('When nobody is signed in, then the subscriber API answers 401', async ({ request }) => {
  expect((await request.get('/api/vip/subscribers')).status()).toBe(401);
  expect((await request.get('/api/vip/subscribers/export')).status()).toBe(401);
  expect((await request.post('/api/vip/subscribers/bulk', { data: { action: 'delete', filter: {} } })).status()).toBe(401);
  expect((await request.post('/api/vip/subscribers/import?consent=true', { headers: { 'Content-Type': 'text/csv' }, data: 'email\na@b.co\n' })).status()).toBe(401);
});
