import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { signInAsStaff } from './support/staff';

// Headless Chromium names itself in its user agent and is not counted (a bot): the visitor
// here is a browser that says it is an ordinary Chrome.
const VISITOR_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('When a visitor from a tagged link clicks through to Amazon, then Estadísticas filtered by that source shows the visit and the click by box and place', async ({ browser, page, baseURL }) => {
  const source = `e2e-${randomBytes(3).toString('hex')}`;
  const visitor = await browser.newContext({ baseURL, userAgent: VISITOR_AGENT, locale: 'es-ES' });
  const landing = await visitor.newPage();
  const sent = landing.waitForResponse((response) => response.url().endsWith('/api/insights/events') && response.status() === 202);
  await landing.goto(`/?utm_source=${source}&utm_campaign=feria`);
  await sent;
  // The urgency bar's buy button opens the listing in a new tab; the click leaves with the next beacon.
  const click = landing.waitForRequest((request) => request.url().endsWith('/api/insights/events') && (request.postData() ?? '').includes('marketplace_click'));
  await landing.getByTestId('urgency-countdown').waitFor();
  await landing.locator('a[href*="amazon.com"]').first().click();
  await click;
  await visitor.close();

  await signInAsStaff(page);
  await page.goto(`/admin/insights?period=today&source=${source}`);
  await expect(page.getByText(`Fuente: ${source}`)).toBeVisible();
  await expect(page.getByTestId('headline-visitors')).toContainText('1');
  await expect(page.getByTestId('headline-marketplaceClicks')).toContainText('1');
  await expect(page.getByRole('table', { name: 'Clics a Amazon por lugar de la página' })).toContainText('Barra de urgencia');
});
