import { signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

/**
 * The pages a shop must have, end to end on the main app: staff write the privacy policy in
 * /admin/legal-pages (checked in the browser first), and a visitor reaches it from the landing
 * page's footer in both languages, each page linked to its twin. Then the urgency bar when the
 * boxes are sold out, and the not-found page.
 */
test.describe.configure({ mode: 'serial' });

const privacy = {
  es: { title: 'Tu privacidad en ChapinBox', text: 'Guardamos tu correo solo para el Club VIP.' },
  en: { title: 'Your privacy at ChapinBox', text: 'We keep your email only for the VIP Club.' },
};

test('When staff save the privacy page, then a visitor opens it from the footer in Spanish and in English', async ({ page, browser }) => {
  // Staff's editor and four visitor pages in one story: more than one page's time on a busy machine.
  test.slow();
  await signInAsStaff(page);
  await page.goto('/admin/legal-pages');
  await expect(page.getByRole('heading', { level: 2, name: 'Páginas legales' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Privacidad', pressed: true })).toBeVisible();

  // HTML is refused in the browser before anything is sent.
  const spanishText = page.getByLabel('Texto (español)');
  await spanishText.fill('<p>Hola</p>');
  await page.getByRole('button', { name: 'Guardar página' }).click();
  await expect(page.getByText(/sin etiquetas HTML/)).toBeVisible();
  await expect(spanishText).toBeFocused();

  await page.getByLabel('Título (español)').fill(privacy.es.title);
  await spanishText.fill(`## Qué guardamos\n${privacy.es.text}`);
  await page.getByLabel('Título (inglés)').fill(privacy.en.title);
  await page.getByLabel('Texto (inglés)').fill(`## What we keep\n${privacy.en.text}`);
  await expect(page.frameLocator('iframe[title^="Vista previa"]').getByRole('heading', { level: 1, name: privacy.es.title })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar página' }).click();
  await expect(page.getByText('Página guardada', { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/?lang=es');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(visitor).toHaveURL(/\/privacidad$/);
    await expect(visitor.getByRole('heading', { level: 1, name: privacy.es.title })).toBeVisible();
    await expect(visitor.getByText(privacy.es.text)).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');

    await visitor.getByRole('link', { name: 'Read in English' }).click();
    await expect(visitor).toHaveURL(/\/privacy$/);
    await expect(visitor.getByRole('heading', { level: 1, name: privacy.en.title })).toBeVisible();

    await visitor.goto('/?lang=en');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(visitor).toHaveURL(/\/privacy$/);
    await expect(visitor.getByText(privacy.en.text)).toBeVisible();
    await expect(visitor.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/privacidad$/);
  } finally {
    await visitor.close();
  }
});

test('When no box is left, then the bar says the box is sold out and opens the VIP club instead of the marketplace', async ({ page }) => {
  await page.route('**/api/inventory/total', (route) => route.fulfill({ json: { totalBoxes: 0 } }));
  await page.goto('/');
  const bar = page.getByTestId('urgency-bar');
  await expect(bar).toHaveText('¡La caja está agotada! Únete al Club VIP y te avisamos cuando vuelva');
  await expect(bar).not.toHaveAttribute('href');
  await bar.click();
  // This browser already joined (the specs' storage): the club says so.
  await expect(page.getByRole('dialog', { name: '¡Ya eres miembro VIP!' })).toBeVisible();
});

for (const [language, title, boxes] of [
  ['es', 'No encontramos esta página', 'Ver las cajas de snacks'],
  ['en', 'We could not find this page', 'See the snack boxes'],
] as const) {
  test(`When a visitor opens an unknown address in ${language}, then the page says so in that language and leads back to the boxes`, async ({ page }) => {
    const response = await page.goto(`/cajas-de-2019?lang=${language}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${title} | ChapinBox`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: boxes }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?lang=${language}#productos-chapinbox$`));
  });
}
