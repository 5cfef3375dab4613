import type { Page } from '@playwright/test';

/**
 * Nothing leaves the machine: every other host (Daily's, where a call joins its room, and its
 * error reports) fails as it does offline, even where the internet is reachable. The e2e
 * specs' stand-in for Daily; the voice platform itself is a fake (fakes/server.ts).
 */
export async function keepOffline(page: Page) {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
}
