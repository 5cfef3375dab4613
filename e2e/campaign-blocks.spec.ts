import { expect, test } from './support/test';
import { signInAsStaff } from './support/staff';
import { confirmedSubscribers } from './support/subscribers';

/**
 * A newsletter built from blocks (docs/product.md#campaigns): staff add a title and a box card
 * in each language, see the e-mail as the server renders it at a phone's and a desktop's width
 * in both languages, send a test and then the campaign, to the log mailer.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('When staff build a block campaign with a box card, preview it and send it, then the card links through /go and the send reaches 100 %', async ({ page }) => {
  const source = `e2e_blocks_${Date.now().toString(36)}`;
  await confirmedSubscribers(page, source, 2);
  await signInAsStaff(page);

  await page.goto('/admin/campaigns?campaign=new');
  const section = page.getByRole('region', { name: 'Campañas' });
  await section.getByRole('checkbox', { name: source }).check();
  await expect(section.getByText('Llegaría ahora a 2 personas')).toBeVisible();

  for (const [language, subject, heading] of [
    ['español', 'Cajas de verano', '¡Llegó el verano!'],
    ['inglés', 'Summer boxes', 'Summer is here!'],
  ] as const) {
    await section.getByLabel(`Asunto en ${language}`).fill(subject);
    await section.getByLabel(`Texto de vista previa en ${language} (opcional)`).fill(`${subject}: tres cajas`);
    await section.getByRole('radiogroup', { name: `Formato del contenido en ${language}` }).getByRole('radio', { name: /^Bloques/ }).check();
    const blocks = section.getByRole('list', { name: `Bloques en ${language}` });
    const adder = blocks.locator('xpath=..');
    await adder.getByLabel('Tipo de bloque').selectOption({ label: 'Título' });
    await adder.getByRole('button', { name: 'Añadir bloque' }).click();
    await blocks.getByRole('textbox', { name: 'Título', exact: true }).fill(heading);
    await adder.getByLabel('Tipo de bloque').selectOption({ label: 'Caja con botón de compra' });
    await adder.getByRole('button', { name: 'Añadir bloque' }).click();
    await blocks.getByRole('combobox', { name: 'Caja', exact: true }).selectOption({ label: 'CHOCO BOX' });
  }

  // The preview is the server's MJML e-mail: the box card with its price and its /go button.
  const spanish = page.frameLocator('iframe[title="Vista previa del email en español"]');
  await expect(spanish.getByRole('heading', { name: '¡Llegó el verano!' })).toBeVisible();
  await expect(spanish.getByText('CHOCO BOX', { exact: true })).toBeVisible();
  await expect(spanish.getByText('Desde USD 29.99')).toBeVisible();
  // The box's picture loads inside the sandboxed frame (another origin, as a mail client is).
  await expect.poll(() => spanish.getByRole('img', { name: 'CHOCO BOX' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(spanish.getByRole('link', { name: 'Comprar en Amazon' })).toHaveAttribute('href', /\/go\/chocoBox\?c=vista-previa&s=newsletter$/);
  await expect(spanish.getByRole('link', { name: 'Si ya no quieres recibir nuestros emails, date de baja aquí' })).toHaveAttribute('href', /\/api\/vip\/unsubscribe\?token=/);

  await section.getByRole('button', { name: 'Teléfono (375 px)' }).click();
  await expect(page.locator('iframe[title="Vista previa del email en español"]')).toHaveJSProperty('offsetWidth', 375);
  await expect(spanish.getByRole('link', { name: 'Comprar en Amazon' })).toBeVisible();
  await section.getByRole('button', { name: 'Inglés', exact: true }).click();
  const english = page.frameLocator('iframe[title="Vista previa del email en inglés"]');
  await expect(english.getByRole('link', { name: 'Buy on Amazon' })).toBeVisible();
  await expect(english.getByText('From USD 29.99')).toBeVisible();

  await section.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\?campaign=\d+$/);
  await section.getByLabel('Enviar una prueba').fill('staff@chapinbox.test');
  await section.getByRole('button', { name: 'Enviar prueba' }).click();
  await expect(page.getByText('Email de prueba enviado', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Enviar campaña...' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Enviar la campaña?' });
  await dialog.getByRole('button', { name: 'Enviar a 2 personas' }).click();
  const bar = section.getByRole('progressbar', { name: 'Progreso del envío' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(section.getByText('100 % · 2 de 2 enviados', { exact: true })).toBeVisible();
});
