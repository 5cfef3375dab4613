import { expect, test } from './support/test';

// The main app has calls configured, so the VIP, chat and call buttons all float over the page.
const CHAT = { es: 'Abrir el chat con Chapincito', en: 'Open the chat with Chapincito' };
const CALL = { es: 'Llamada gratis con nuestro asistente', en: 'Free call with our assistant' };

/**
 * Every control of the page (links, buttons, tabs, questions and their answers' links, fields) scrolled into view as a
 * click scrolls it (to the middle of the screen), and each floating control that then overlaps
 * it, as "chat covers 30% of BUTTON «CHOCO BOX»".
 */
function coveredControls() {
  return new Promise<string[]>((resolve) => {
    // A reader opens the questions: the links in their answers count too.
    for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
    // Shown: not hidden, and not inside a closed disclosure (a FAQ answer) or an inactive tab.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    };
    // What floats: fixed elements outside the sticky header, small enough to be a button, not a dialog.
    const fixed = [...document.querySelectorAll('body *')].filter((element) => getComputedStyle(element).position === 'fixed' && !element.closest('header') && visible(element) && element.getBoundingClientRect().height < 200);
    const floating = fixed.filter((element) => !fixed.some((other) => other !== element && other.contains(element)));
    const controls = [...document.querySelectorAll('main a, main button, main summary, main input, footer a, footer button')].filter(
      (element) => visible(element) && !floating.some((control) => control.contains(element)),
    );
    const found: string[] = [];
    const nextFrame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    void (async () => {
      for (const element of controls) {
        element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        await nextFrame();
        const box = element.getBoundingClientRect();
        for (const control of floating) {
          const over = control.getBoundingClientRect();
          const width = Math.min(box.right, over.right) - Math.max(box.left, over.left);
          const height = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
          if (width <= 0 || height <= 0) continue;
          const name = control.getAttribute('aria-label') ?? control.getAttribute('data-testid') ?? control.tagName;
          const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          found.push(`${name} covers ${Math.round((100 * width * height) / (box.width * box.height))}% of ${element.tagName} «${text}»`);
        }
      }
      resolve(found);
    })();
  });
}

for (const language of ['es', 'en'] as const) {
  for (const width of [360, 390, 430]) {
    test.describe(`a ${width}×844 phone in ${language}`, () => {
      test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

      test('When any control of the page is scrolled into view to be used, then no floating button covers any part of it', async ({ page }) => {
        await page.goto(`/?lang=${language}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.1));
        for (const name of [CHAT[language], CALL[language]]) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
        await expect(page.getByTestId('vip-floating-button')).toBeVisible();
        expect(await page.evaluate(coveredControls)).toEqual([]);
      });
    });
  }
}
