import { letTimePass, stopPageClock } from './support/page-clock';
import { expect, test, type Page, waitingForApp } from './support/test';

// How long "Copiado" shows (docs/product.md#constants).
const COPIED_FEEDBACK_MS = 3_000;

/** The inventory API answers a known total, so the bar and the console are predictable. */
async function inventoryAnswers(page: Page, totalBoxes: number) {
  await page.route('**/api/inventory/total', (route) => route.fulfill({ json: { totalBoxes } }));
}

/** Console errors and warnings of a page (hydration mismatches are reported there). */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Whether React has hydrated every part of the page near the viewport (within the 300 px at
 * which a part's hydration gate opens), and how many there are. React marks each element it
 * hydrates with a `__reactFiber…` property.
 */
const partsNearViewport = (page: Page) =>
  page.evaluate(() => {
    const near = [...document.querySelectorAll('[data-hydration-gate]')].filter((part) => {
      const { top, bottom } = part.getBoundingClientRect();
      return bottom > -300 && top < window.innerHeight + 300;
    });
    const hydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return { count: near.length, hydrated: near.length > 0 && near.every((part) => hydrated(part.firstElementChild)) };
  });

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await inventoryAnswers(page, 31);
  });

  test('When the page loads in either language, then it hydrates without a warning or an error', async ({ page }) => {
    const messages = watchConsole(page);
    for (const lang of ['es', 'en']) {
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByTestId('urgency-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      await page.mouse.wheel(0, 4000);
      // The parts scrolled to hydrate when they come near the viewport (a mismatch is reported then).
      await expect.poll(() => partsNearViewport(page)).toMatchObject({ hydrated: true });
    }
    expect(messages).toEqual([]);
  });

  test('When the page and its widgets load, then no stylesheet file is fetched: every style of the page is inline', async ({ page }) => {
    // A stylesheet arriving after the first paint restyles the whole page (the inline one as a
    // file, or a lazy chunk's own CSS such as the VIP button's animations).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/?lang=es');
    await expect(page.getByRole('button', { name: 'Abrir el chat con Chapincito' })).toBeVisible();
    // The VIP modal is a lazy chunk that shares the page's code (this browser has joined: the
    // floating button opens the member screen).
    await page.getByTestId('vip-floating-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const inline = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
    expect(inline).toMatch(/^\/assets\/index-.+\.css$/);
    expect(stylesheets).toEqual([]);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  });

  test('When English is chosen, then every text changes at once and it survives a reload; ?lang=es overrides it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('El sabor de tu tierra, directo a tu puerta');

    await page.getByRole('button', { name: 'EN', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The taste of home, delivered to your door');
    await expect(page.getByRole('link', { name: 'Explore our collections' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('ChapinBox | Guatemalan and Salvadoran snacks in the USA');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The taste of home, delivered to your door');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /30 Guatemalan and Salvadoran snacks/);

    await page.goto('/?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('El sabor de tu tierra, directo a tu puerta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('When a shared ?lang=en link is opened in a new browser, then the page is English from the first byte', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = waitingForApp(await context.newPage());
    const response = await page.goto(`${baseURL}/?lang=en`);
    expect(await response!.text()).toContain('The taste of home,');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The taste of home, delivered to your door');
    await context.close();
  });

  test('When another box tab is chosen, then its panel, price and gallery show, from the first picture', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'PARTY MIX' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('price-partyMix')).toHaveText('Desde USD 21.99');

    await tabs.getByRole('tab', { name: 'CANDY MIX' }).click();
    await expect(tabs.getByRole('tab', { name: 'CANDY MIX' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('price-candyMix')).toHaveText('Desde USD 34.99');
    await expect(page.getByTestId('price-partyMix')).toBeHidden();
    await expect(page.getByRole('tabpanel')).toContainText('64 piezas');

    const gallery = page.getByTestId('gallery-candyMix');
    await gallery.evaluate((element) => (element.scrollLeft = 300));
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'SPICY MIX' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'SPICY MIX' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'CANDY MIX' }).click();
    await expect.poll(() => gallery.evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test('When an audience button is used, then the tabs show that box', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver SPICY MIX' }).click();
    await expect(page.getByRole('tab', { name: 'SPICY MIX' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'SPICY MIX' })).toBeInViewport();
  });

  test('When the urgency bar is clicked, then the marketplace opens in a new tab', async ({ page, context }) => {
    await context.route('https://www.amazon.com/**', (route) => route.fulfill({ body: 'listing' }));
    await page.goto('/');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('urgency-bar').click();
    // PARTY MIX's listing once staff set it (site-settings.spec.ts does, for a moment), else the brand search.
    expect((await popup).url()).toMatch(/^https:\/\/www\.amazon\.com\/(dp\/[A-Z0-9]{10}|s\?k=ChapinBox)$/);
  });

  test('When the e-mail button is clicked, then the address is copied and "Copiado" shows for 3 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/');
    const button = page.getByTestId('copy-email');
    await stopPageClock(page);

    await button.click();

    await expect(button).toContainText('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hola@chapinbox.test');
    await letTimePass(page, COPIED_FEEDBACK_MS - 1);
    await expect(button).toContainText('Copiado');
    await page.clock.runFor(1);
    await expect(button).toContainText('Copiar correo');
  });

  test('When a tourist card is clicked, then it is enlarged 2.16 times; a click elsewhere shrinks it; reset puts dragged cards back', async ({ page }) => {
    await page.goto('/');
    const tikal = page.locator('[data-place="tikal"]');
    await tikal.scrollIntoViewIfNeeded();

    await tikal.click();
    await expect(tikal).toHaveAttribute('data-enlarged', 'true');
    await expect(tikal).toHaveCSS('transform', /matrix\(2\.16, 0, 0, 2\.16/);

    await page.getByRole('heading', { name: 'Lugares que tienes que conocer' }).click();
    await expect(tikal).toHaveAttribute('data-enlarged', 'false');

    const atitlan = page.locator('[data-place="atitlan"]');
    const box = (await atitlan.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 6 });
    await page.mouse.up();
    await expect(atitlan).toHaveAttribute('style', /translate\(60px, 40px\)/);
    await expect(atitlan).toHaveAttribute('data-enlarged', 'false');

    await page.getByRole('button', { name: 'Restablecer posiciones' }).click();
    await expect(atitlan).toHaveAttribute('style', /translate\(0px, 0px\)/);
  });
});

test.describe('urgency bar and the inventory', () => {
  test('When the API answers 12 boxes, then the bar says 12', async ({ page }) => {
    await inventoryAnswers(page, 12);
    await page.goto('/');
    await expect(page.getByTestId('boxes-left')).toHaveText('Solo quedan 12 cajas');
  });

  test('When one box is left, then the bar says so in the singular in each language', async ({ page }) => {
    await inventoryAnswers(page, 1);
    await page.goto('/');
    await expect(page.getByTestId('boxes-left')).toHaveText('Solo queda 1 caja');
    await page.goto('/?lang=en');
    await expect(page.getByTestId('boxes-left')).toHaveText('Only 1 box left');
  });

  test('When the inventory request fails, then the bar says 47', async ({ page }) => {
    let asked = false;
    await page.route('**/api/inventory/total', (route) => {
      asked = true;
      return route.abort();
    });
    await page.goto('/?lang=en');
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByTestId('boxes-left')).toHaveText('Only 47 boxes left');
  });

  test('When the page loads on a phone or a desktop in either language, then nothing moves once the clock and the stock arrive (no layout shift)', async ({ page }) => {
    await inventoryAnswers(page, 31);
    await page.addInitScript(() => {
      let total = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The shifts of every frame drawn so far: after two more frames have started, the frames that
      // showed what the page holds now have been laid out, and their shifts are taken even when
      // the observer has not been told yet.
      const layoutShiftSoFar = async () => {
        for (let frame = 0; frame < 2; frame++) await new Promise((drawn) => requestAnimationFrame(drawn));
        add(observer.takeRecords());
        return total;
      };
      Object.assign(window, { layoutShiftSoFar });
    });
    // 412 px is Lighthouse's phone; there the English bar used to rewrap when the clock started.
    for (const width of [390, 412, 1280]) {
      for (const language of ['es', 'en']) {
        await page.setViewportSize({ width, height: 823 });
        await page.goto(`/?lang=${language}`);
        await expect(page.getByTestId('urgency-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
        await expect(page.getByTestId('boxes-left')).toContainText('31');
        const shift = await page.evaluate(() => (window as unknown as { layoutShiftSoFar(): Promise<number> }).layoutShiftSoFar());
        expect(shift, `layout shift at ${width}px in ${language}`).toBeLessThan(0.01);
      }
    }
  });
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('When the whole page is scrolled in both languages, then nothing sticks out sideways', async ({ page }) => {
    await inventoryAnswers(page, 31);
    for (const lang of ['es', 'en']) {
      await page.goto(`/?lang=${lang}`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.evaluate(async (total) => {
        for (let y = 0; y < total; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }, height);
      const report = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // Sideways scrollers (galleries, carousels, the strip, the tourist board) may hold wider content.
        const scrolls = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
        const insideScroller = (element: Element) => {
          for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            if (scrolls(parent) && !parent.classList.contains('landing-page')) return true;
          }
          return false;
        };
        const offenders = [...document.querySelectorAll('main *, footer *, header *')]
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.width > 0 && (rect.right > width + 1 || rect.left < -1);
          })
          .filter((element) => !insideScroller(element) && getComputedStyle(element).position !== 'fixed')
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
        return { scrollWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 10) };
      });
      expect(report.scrollWidth).toBeLessThanOrEqual(report.width);
      expect(report.offenders).toEqual([]);
    }
  });

  test('When the ebook card is tapped once, then it expands and tells the visitor to tap again', async ({ page }) => {
    await inventoryAnswers(page, 31);
    await page.goto('/');
    const card = page.getByTestId('feature-card-0');
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Toca otra vez para recibir tu ebook')).toBeVisible();
  });
});
