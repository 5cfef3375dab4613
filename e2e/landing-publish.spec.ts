import type { Browser } from '@playwright/test';
import { expect, test, waitingForApp, type Page } from './support/test';
import { signInAsStaff } from './support/staff';

// Needs the auth endpoints (sign-in) from the auth feature.
test('When staff publish an edited text, then a visitor in another browser sees it', async ({ page, browser, baseURL }) => {
  // A sign-in, then two browsers each loading the landing page: well over most specs' time on a
  // busy machine.
  test.slow();
  await page.route('**/api/inventory/total', (route) => route.fulfill({ json: { totalBoxes: 31 } }));
  await signInAsStaff(page);
  try {
    await publishAndVisit(page, browser, baseURL!);
  } finally {
    // Put the default back for the other specs of this run, whatever happened.
    const reset = await page.request.put('/api/content', { data: { texts: {} } });
    expect(reset.ok()).toBe(true);
  }
});

async function publishAndVisit(page: Page, browser: Browser, baseURL: string) {
  await page.goto('/?edit=true&lang=en');
  await page.getByRole('button', { name: 'Editar' }).click();
  // Texts become editable with the toolbar (edit mode is a lazy chunk).
  const toolbar = page.getByTestId('edit-toolbar');
  await expect(toolbar).toBeVisible();

  await page.locator('[data-content-path="cultural.diveTitle"]').click();
  const field = page.getByRole('dialog', { name: 'Editar cultural.diveTitle' }).getByRole('textbox');
  await field.fill('Dive deep into Guatemala');
  await field.press('Enter');
  await toolbar.getByRole('button', { name: 'Publicar' }).click();
  await expect(toolbar.getByRole('status')).toHaveText('✓ Contenido publicado para todos los visitantes');

  const visitor = await browser.newContext({ locale: 'en-US' });
  const visitorPage = waitingForApp(await visitor.newPage());
  await visitorPage.goto(`${baseURL}/`);
  const dive = visitorPage.locator('#dive-title');
  await expect(dive).toHaveText('Dive deep into Guatemala');
  // The Spanish page keeps its own text: an edit belongs to the language it was made in.
  await visitorPage.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(dive).toHaveText('Sumérgete en Guatemala');
  await visitor.close();
}
