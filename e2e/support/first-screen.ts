import type { Page } from '@playwright/test';

/**
 * Scrolls a phone's page past its first screen, where the chat and call buttons come
 * (docs/product.md#landing-page: on screens under 768 px they leave the first screen to the hero).
 */
export const scrollPastFirstScreen = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.1));
