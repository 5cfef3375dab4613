import { expect, test, type Page } from './support/test';
import { confirmedSubscribers } from './support/subscribers';
import { signInAsStaff } from './support/staff';

/**
 * The newsletter from the back office (docs/product.md#campaigns): staff write a campaign in
 * both languages, preview it, send a test, send it, and follow the progress to 100 %, at a
 * phone's and a laptop's width.
 */

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [390, 1280]) {
  test.describe(`campaigns at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('When staff write a campaign, preview it, test it and send it, then the progress reaches 100 % and the result shows', async ({ page }) => {
      const source = `e2e_campaign_${width}_${Date.now().toString(36)}`;
      await confirmedSubscribers(page, source, 3);
      await signInAsStaff(page);

      await page.goto('/admin/campaigns');
      const section = page.getByRole('region', { name: 'Campañas' });
      await section.getByRole('link', { name: 'Nueva campaña' }).click();
      await expect(page).toHaveURL('/admin/campaigns?campaign=new');

      await section.getByRole('checkbox', { name: source }).check();
      await expect(section.getByText('Llegaría ahora a 3 personas')).toBeVisible();
      await section.getByLabel('Asunto en español').fill(`Novedades ${width}`);
      await section.getByLabel('Texto en español').fill('## ¡Llegó la caja nueva!\n\nHola, **amigos**: [cómprala aquí](https://www.amazon.com/dp/B0CHPARTY1).\n\n<script>alert(1)</script>');
      await section.getByLabel('Asunto en inglés').fill(`News ${width}`);
      await section.getByLabel('Texto en inglés').fill('## The new box is here!\n\nHi **friends**: [buy it here](https://www.amazon.com/dp/B0CHPARTY1).');

      // The preview is the e-mail as a subscriber gets it: our header, the text, the unsubscribe link.
      const spanish = page.frameLocator('iframe[title="Vista previa del email en español"]');
      await expect(spanish.getByRole('heading', { name: '¡Llegó la caja nueva!' })).toBeVisible();
      await expect(spanish.getByText('amigos', { exact: true })).toBeVisible();
      await expect(spanish.getByText('<script>alert(1)</script>')).toBeVisible();
      await expect(spanish.getByRole('link', { name: 'Si ya no quieres recibir nuestros emails, date de baja aquí' })).toHaveAttribute('href', /\/api\/vip\/unsubscribe\?token=/);
      await section.getByRole('button', { name: 'Inglés', exact: true }).click();
      const english = page.frameLocator('iframe[title="Vista previa del email en inglés"]');
      await expect(english.getByRole('heading', { name: 'The new box is here!' })).toBeVisible();
      await expect(english.getByRole('link', { name: 'If you no longer want our emails, unsubscribe here' })).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBe(0);

      await section.getByRole('button', { name: 'Guardar borrador' }).click();
      await expect(page).toHaveURL(/\/admin\/campaigns\?campaign=\d+$/);
      await expect(section.getByRole('heading', { name: 'Editar borrador' })).toBeVisible();

      await section.getByLabel('Enviar una prueba').fill('staff@chapinbox.test');
      await section.getByRole('button', { name: 'Enviar prueba' }).click();
      await expect(page.getByText('Email de prueba enviado', { exact: true })).toBeVisible();

      await section.getByRole('button', { name: 'Enviar campaña...' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Enviar la campaña?' });
      await expect(dialog).toContainText(`«Novedades ${width}» llegará a 3 personas`);
      await dialog.getByRole('button', { name: 'Enviar a 3 personas' }).click();

      const bar = section.getByRole('progressbar', { name: 'Progreso del envío' });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
      await expect(section.getByText('100 % · 3 de 3 enviados', { exact: true })).toBeVisible();
      await expect(section.getByLabel('Resultado').getByRole('definition')).toHaveText(['3', '0', '0', '3']);
      // Nobody has followed its links yet: what it brought to the site starts at nothing.
      await expect(section.getByLabel('Lo que trajo al sitio').getByRole('definition')).toHaveText(['0', '0', '0']);
      await expect.poll(() => horizontalOverflow(page)).toBe(0);

      await section.getByRole('link', { name: 'Todas las campañas' }).click();
      const row = section.getByRole('listitem').filter({ hasText: `Novedades ${width}` });
      await expect(row).toContainText('Enviada');
      await expect(row).toContainText('3 de 3 enviados');
    });
  });
}

test('When nobody is signed in, then the campaign API answers 401', async ({ request }) => {
  expect((await request.get('/api/admin/campaigns')).status()).toBe(401);
  expect((await request.post('/api/admin/campaigns/1/send')).status()).toBe(401);
});
