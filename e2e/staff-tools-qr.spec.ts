import { expect, test } from './support/test';
import { signInAsStaff } from './support/staff';

test('When staff generate the /agexport QR code, then the image appears with its title and can be downloaded', async ({ page, baseURL }) => {
  await signInAsStaff(page);
  await page.goto('/admin/qr');
  const section = page.getByRole('region', { name: 'Código QR de /agexport' });

  await section.getByRole('button', { name: 'Generar código QR' }).click();

  const image = section.getByRole('img', { name: `Código QR que abre ${baseURL}/agexport` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(100);
  await expect(section.getByText('Generador de videos AGEXPORT', { exact: true })).toBeVisible();
  await expect(page.getByText('Código QR generado', { exact: true })).toBeVisible();
  const downloadStarted = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Descargar PNG' }).click();
  expect((await downloadStarted).suggestedFilename()).toBe('codigo-qr-agexport.png');
});
