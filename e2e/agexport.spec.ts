import { expect, test } from './support/test';
import { FAKES_URL } from './support/servers';

interface Received {
  body: Record<string, string>;
}

const receivedVideos = async () => (await (await fetch(`${FAKES_URL}/_control/received?fake=n8n-video`)).json()) as Received[];

test('When a visitor submits /agexport, then the checks show first, then the confirmation, and the request reaches the video webhook', async ({ page }) => {
  const topic = `Exportación de café ${Date.now()}`;
  await page.goto('/agexport');
  await expect(page.getByRole('heading', { level: 1, name: 'Generador Automático de Videos' })).toBeVisible();
  await expect(page.getByText('Versión de prueba: esta herramienta está en fase de pruebas y puede cambiar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ChapinBox, volver al inicio' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Generar video' }).click();
  await expect(page.getByText('required field (Tema)')).toBeVisible();
  await expect(page.getByText('required field (Email)')).toBeVisible();

  await page.getByLabel('Tema del video').fill(topic);
  await page.getByLabel('Correo electrónico').fill('ana@example');
  await page.getByRole('button', { name: 'Generar video' }).click();
  await expect(page.getByText('Por favor ingresa un email válido')).toBeVisible();

  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByRole('button', { name: 'Generar video' }).click();
  await expect(page.getByRole('heading', { name: 'Video solicitado exitosamente' })).toBeVisible();
  await expect(page.getByText('ana@example.com')).toBeVisible();

  // Forwarded by the background job as multipart field-0 (topic) and field-1 (email), once; its
  // worker looks for work every 2 s, later on a busy machine.
  await expect
    .poll(async () => (await receivedVideos()).filter((item) => item.body['field-0'] === topic).map((item) => item.body['field-1']), { timeout: 20_000 })
    .toEqual(['ana@example.com']);

  await page.getByRole('button', { name: 'Solicitar otro video' }).click();
  await expect(page.getByLabel('Tema del video')).toHaveValue('');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('');
});

test.describe('on a 390px phone in English', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

  test('When a visitor submits the form, then "Video requested successfully" shows and the home button leads to /', async ({ page }) => {
    await page.goto('/agexport?lang=en');
    await page.getByLabel('Video topic').fill('Guatemalan textiles for export');
    await page.getByLabel('E-mail').fill('luis@example.com');
    await page.getByRole('button', { name: 'Generate video' }).click();
    await expect(page.getByRole('heading', { name: 'Video requested successfully' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
