import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the page's app has started (React has its root and listens for events). The
 * prerendered home page fetches its code only after the first paint (client/loader/
 * landing-loader.mjs), which can come after the load event `goto` waits for; a click on the
 * painted page before that would do nothing. Pages without an app root resolve at once.
 */
async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Makes the page's goto and reload also wait for the app to start; returns the page. */
export function waitingForApp(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appStarted(page);
        return response;
      },
    });
  }
  return page;
}

/** Playwright's `test` whose `page` waits for the app after each goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});
