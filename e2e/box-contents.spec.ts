import type { BoxContents, BoxContentsResponse } from '../shared/box-contents';
import { axeViolations, type AxeImpact } from './support/axe';
import { createStaffAccount, signInAs } from './support/staff';
import { landingStructuredData } from './support/structured-data';
import { expect, test } from './support/test';

/**
 * What is inside each box end to end on the main app: an editor fills the CHOCO BOX in
 * /admin/box-contents, visitors find it folded under the box's tab in their language at a
 * phone's and a laptop's width, open it, and the Product structured data states the net weight.
 * The spec puts the contents back as it found them.
 */
test.describe.configure({ mode: 'serial' });

const BLOCKING: AxeImpact[] = ['serious', 'critical'];

const isEmpty = ({ netWeight, allergens, es, en }: BoxContents) =>
  !netWeight && !allergens.length && [es, en].every(({ snacks, dietaryNotes, bestBefore }) => !snacks.length && !dietaryNotes && !bestBefore);
// The chat button bounces until first opened; with reduced motion (which the site honours) it keeps still.
test.use({ reducedMotion: 'reduce' });

test('When an editor describes a box, then visitors see it under its tab in both languages, folded until opened', async ({ page, browser, baseURL }) => {
  // An editor's account, a save, then four visitors' pages (two languages, two widths).
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, await createStaffAccount(baseURL!, 'editor'));
  const before = (await (await page.request.get('/api/admin/box-contents')).json()) as BoxContentsResponse;

  try {
    await page.goto('/admin/box-contents');
    await expect(page.getByRole('heading', { level: 2, name: 'Contenido de las cajas' })).toBeVisible();
    await page.getByRole('button', { name: 'CHOCO BOX' }).click();
    await expect(page.getByRole('button', { name: 'CHOCO BOX' })).toHaveAttribute('aria-pressed', 'true');
    // Start from an empty box whatever an earlier run left.
    for (const language of ['español', 'inglés']) {
      const remove = page.getByRole('button', { name: `Eliminar el snack 1 (${language})` });
      while (await remove.count()) await remove.click();
    }

    await page.getByLabel('Peso neto (opcional)').fill('500');
    for (const allergen of ['Leche', 'Nueces de árbol']) {
      const box = page.getByLabel(allergen, { exact: true });
      if (!(await box.isChecked())) await box.check();
    }
    await page.getByRole('button', { name: 'Añadir snack en español' }).click();
    const spanish = page.getByRole('article', { name: 'Snack 1 en español' });
    await expect(spanish.getByLabel('Nombre')).toBeFocused();
    // A weight that is not a number is refused in the browser, by its field.
    await spanish.getByLabel('Nombre').fill('Chocolate con canela');
    await spanish.getByLabel('Peso (opcional)').fill('cien');
    await page.getByRole('button', { name: 'Guardar contenido' }).click();
    await expect(spanish.getByLabel('Peso (opcional)')).toBeFocused();
    await expect(spanish.getByText(/El peso es un número/)).toBeVisible();

    await spanish.getByLabel('Peso (opcional)').fill('100');
    await spanish.getByLabel('Marca (opcional)').fill('Doña Pancha');
    await spanish.getByLabel('País (opcional)').fill('Guatemala');
    await page.getByRole('button', { name: 'Añadir snack en inglés' }).click();
    const english = page.getByRole('article', { name: 'Snack 1 en inglés' });
    await english.getByLabel('Nombre').fill('Cinnamon chocolate');
    await english.getByLabel('País (opcional)').fill('Guatemala');
    await page.getByLabel('Consumo preferente (opcional)').first().fill('Consumir antes de 6 meses.');
    await page.getByLabel('Consumo preferente (opcional)').nth(1).fill('Best within 6 months.');
    await page.getByRole('button', { name: 'Guardar contenido' }).click();
    await expect(page.getByText('Contenido de las cajas guardado', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar contenido' })).toBeDisabled();
    expect(await axeViolations(page, { impacts: BLOCKING, include: 'main form' })).toEqual([]);

    const expected = {
      es: { title: '¿Qué trae la caja?', snack: 'Chocolate con canela', details: 'Doña Pancha · Guatemala · 100 g', allergens: 'Contiene: leche y nueces de árbol.', bestBefore: 'Consumir antes de 6 meses.' },
      en: { title: 'What’s inside', snack: 'Cinnamon chocolate', details: 'Guatemala', allergens: 'Contains: milk and tree nuts.', bestBefore: 'Best within 6 months.' },
    };
    for (const language of ['es', 'en'] as const) {
      const { ofType } = await landingStructuredData(page.request, language);
      const choco = ofType('Product').find((product) => product.name === 'CHOCO BOX');
      expect(choco?.weight).toEqual({ '@type': 'QuantitativeValue', value: 500, unitCode: 'GRM', unitText: 'g' });

      for (const width of [390, 1280]) {
        // A visitor of their own, who has joined the VIP club (else its modal opens over the page).
        const visitor = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: 'reduce',
          baseURL,
          storageState: { cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'vipEmailSubmitted', value: 'true' }] }] },
        });
        const landing = await visitor.newPage();
        await landing.goto(`/?lang=${language}`);
        const tab = landing.getByRole('tab', { name: 'CHOCO BOX' });
        await tab.scrollIntoViewIfNeeded();
        // A click before the section has hydrated is not replayed: click until the tab is chosen.
        await expect(async () => {
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
        }).toPass();
        const panel = landing.getByRole('tabpanel', { name: 'CHOCO BOX' }).getByTestId('box-contents-chocoBox');
        const summary = panel.locator('summary').filter({ hasText: expected[language].title });
        await expect(summary).toBeVisible();
        await expect(summary).toContainText('500 g');
        await expect(panel.getByText(expected[language].snack, { exact: true })).toBeHidden();

        await summary.click();
        await expect(panel.getByText(expected[language].snack, { exact: true })).toBeVisible();
        await expect(panel.getByText(expected[language].details, { exact: true })).toBeVisible();
        await expect(panel.getByText(expected[language].allergens)).toBeVisible();
        await expect(panel.getByText(expected[language].bestBefore)).toBeVisible();
        // The other language's words are not on this page.
        await expect(panel.getByText(expected[language === 'es' ? 'en' : 'es'].snack, { exact: true })).toHaveCount(0);
        expect(await axeViolations(landing, { impacts: BLOCKING, include: '[data-testid="box-contents-chocoBox"]' })).toEqual([]);
        // Nothing sticks out of a phone's width.
        expect(await landing.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        // A box staff left empty shows nothing of it, not even the heading.
        if (isEmpty(before.boxContents.spicyMix)) await expect(landing.getByTestId('box-contents-spicyMix')).toHaveCount(0);
        await visitor.close();
      }
    }
  } finally {
    const { version } = (await (await page.request.get('/api/admin/box-contents')).json()) as BoxContentsResponse;
    const restored = await page.request.put('/api/admin/box-contents', { data: { version, boxContents: before.boxContents } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
