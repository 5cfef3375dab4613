import { expect, test, type Locator, type Page } from './support/test';

// The main app has calls configured, so every floating control can show (docs/product.md#landing-page).
const CONTROLS = {
  es: { chat: 'Abrir el chat con Chapincito', call: 'Llamada gratis con nuestro asistente' },
  en: { chat: 'Open the chat with Chapincito', call: 'Free call with our assistant' },
};

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has no box`).not.toBeNull();
  return box!;
}

/** The hero's title, its button and its stats: what the first screen must show uncovered. */
async function heroParts(page: Page) {
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  return {
    title: await boxOf(hero.locator('#hero-title')),
    button: await boxOf(hero.locator('a[href="#productos-chapinbox"]')),
    stats: await boxOf(hero.locator('ul')),
  };
}

/** Resolves once the page's first idle moment after the load has passed (when floating widgets come). */
const afterIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })));

/** Every floating control on screen now, by name. */
async function floatingControls(page: Page, language: 'es' | 'en') {
  const controls: Record<string, Box> = { vip: await boxOf(page.getByTestId('vip-floating-button')) };
  for (const [name, label] of Object.entries(CONTROLS[language])) {
    const button = page.getByRole('button', { name: label, exact: true });
    if (await button.isVisible()) controls[name] = await boxOf(button);
  }
  return controls;
}

/** Which of `parts` a floating control covers, as "vip covers the hero's title". */
function coveredParts(parts: Record<string, Box>, controls: Record<string, Box>, of = "the hero's") {
  return Object.entries(controls).flatMap(([control, box]) =>
    Object.entries(parts)
      .filter(([, part]) => overlaps(box, part))
      .map(([part]) => `${control} covers ${of} ${part}`),
  );
}

function expectNothingCovered(parts: Record<string, Box>, controls: Record<string, Box>, of = "the hero's") {
  expect(coveredParts(parts, controls, of)).toEqual([]);
}

for (const language of ['es', 'en'] as const) {
  for (const width of [360, 390, 412]) {
    test.describe(`a ${width}×844 phone in ${language}`, () => {
      test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

      test("When the home page loads, then no floating control covers the hero, the chat and call buttons come once it is scrolled, and none covers the footer's legal links or last line at the end", async ({ page }) => {
        await page.goto(`/?lang=${language}`);
        await expect(page.getByTestId('vip-floating-button')).toBeVisible();
        await afterIdle(page);
        const hero = await heroParts(page);
        // Every part is on the first screen, below the sticky bar and header.
        for (const part of Object.values(hero)) expect(part.y + part.height).toBeLessThanOrEqual(844);
        expectNothingCovered(hero, await floatingControls(page, language));
        await expect(page.getByRole('button', { name: CONTROLS[language].chat, exact: true })).toHaveCount(0);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.1));
        await expect(page.getByRole('button', { name: CONTROLS[language].chat, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: CONTROLS[language].call, exact: true })).toBeVisible();

        // At the end of the page the footer's last line is clear of them too.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
        // Measured until it holds: on a busy machine the page can still move just after the scroll.
        await expect
          .poll(async () => {
            const lastLine = await boxOf(page.getByRole('contentinfo').locator('p').last());
            const legalLinks = await boxOf(page.getByRole('contentinfo').getByRole('navigation'));
            return coveredParts({ 'last line': lastLine, 'legal links': legalLinks }, await floatingControls(page, language), "the footer's");
          })
          .toEqual([]);
      });
    });
  }

  test.describe(`a 1280×800 desktop in ${language}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('When the home page loads, then the VIP, chat and call buttons show beside the hero without covering it', async ({ page }) => {
      await page.goto(`/?lang=${language}`);
      await expect(page.getByRole('button', { name: CONTROLS[language].chat, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: CONTROLS[language].call, exact: true })).toBeVisible();
      const controls = await floatingControls(page, language);
      expect(Object.keys(controls).sort()).toEqual(['call', 'chat', 'vip']);
      expectNothingCovered(await heroParts(page), controls);
    });
  });
}

test.describe('the featured products', () => {
  for (const width of [390, 1280]) {
    test(`When the featured carousel comes into view on a ${width} px screen, then its first card starts at the content column's edge`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const carousel = page.getByTestId('featured-carousel');
      await carousel.scrollIntoViewIfNeeded();
      const firstCard = carousel.locator('[aria-current="true"]').first();
      await expect(firstCard).toBeVisible();
      // The audience cards' grid is the page's content column (max-w-6xl with its padding).
      const column = await boxOf(page.locator('#para-quien ul'));
      expect(Math.abs((await boxOf(firstCard)).x - column.x)).toBeLessThanOrEqual(1);
      await expect(carousel.getByRole('button', { name: 'Producto anterior' })).toBeDisabled();
      await expect(carousel.getByRole('button', { name: 'Producto siguiente' })).toBeEnabled();
    });
  }
});
