import { expect, type Page } from '@playwright/test';

/**
 * Helpers for specs whose subject is time (a delay, a message that lasts 3 s), on a page whose
 * clock `page.clock.install()` has faked: the page's timers then fire only when the spec says,
 * whatever the speed of the machine.
 */

/**
 * Stops the page's clock, which flows with real time since `install`: from here on it moves
 * only by `letTimePass` or `page.clock.runFor`, so no timer fires while the spec looks.
 */
export async function stopPageClock(page: Page) {
  // pauseAt takes a moment ahead of the page's time; 2 s leaves room for a slow round trip.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

/**
 * Moves the landing page's clock on by `ms` (at least a second), firing every timer due by
 * then, and returns once the page has rendered since. The page's countdown ticks every second,
 * so its new value is the sign that React has applied what the timers before it changed: a
 * spec can then check that something has not happened (yet).
 */
export async function letTimePass(page: Page, ms: number) {
  const countdown = page.getByTestId('urgency-countdown');
  const before = await countdown.textContent();
  await page.clock.runFor(ms);
  await expect(countdown).not.toHaveText(before ?? '');
}
