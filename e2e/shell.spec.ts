import { expect, test } from './support/test';

test('When a visitor opens the home page, then it arrives in Spanish as HTML with only the Spanish texts, and the language switch brings the English ones', async ({ page }) => {
  const dictionaries: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(es|en)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) dictionaries.push(name);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(() => dictionaries).toEqual(['es']);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The taste of home');
  expect(dictionaries).toEqual(['es', 'en']);
});

test('When the address has ?lang=en, then the prerendered page is already English', async ({ page, request }) => {
  const html = await (await request.get('/?lang=en')).text();
  expect(html).toContain('<html lang="en">');
  await page.goto('/?lang=en');
  await expect(page).toHaveTitle(/Guatemalan and Salvadoran snacks/);
});

test('When the home page loads, then its first paint waits for the whole prerendered page, so it is laid out once', async ({ page, request }) => {
  for (const language of ['es', 'en']) {
    const html = await (await request.get(`/?lang=${language}`)).text();
    const wait = html.indexOf('<link rel="expect" href="#landing-end" blocking="render">');
    expect(wait).toBeGreaterThan(-1);
    expect(wait).toBeLessThan(html.indexOf('</head>'));
    // The marker is the last thing before </body>: after the footer, outside the part React hydrates.
    expect(html).toMatch(/<\/footer>.*<\/div><div id="landing-end" hidden><\/div>\s*<\/body>/s);
  }
  await page.goto('/');
  await expect(page.locator('#landing-end')).toBeHidden();
  const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
  expect(painted).toBe(1);
  await expect(page.getByRole('contentinfo')).toBeAttached();
});

test('When the home page loads, then its code downloads only after the first paint and then makes the page interactive', async ({ page, request }) => {
  for (const language of ['es', 'en']) {
    const html = await (await request.get(`/?lang=${language}`)).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script src="\/assets\/landing-loader-[\w-]+\.js" async><\/script>/);
  }
  // Pages that are not prerendered render in the browser, so their code starts at once.
  expect(await (await request.get('/no-such-page')).text()).toContain('<script type="module"');

  await page.goto('/');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    entry: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.entry).toBeGreaterThanOrEqual(timing.paint);
});

test('When a visitor opens an unknown path, then the not-found page shows with a 404 status, in their language, with the way to the boxes and the club', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver las cajas de snacks' })).toBeVisible();
  // The seeds' developer sentence is only the fallback of a missing translation.
  await expect(page.getByText('¿Olvidaste agregar la página al router?')).toHaveCount(0);
});

test('When an unknown /api path is requested, then the answer is JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Not found: GET /api/nope' });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('When no language was chosen, then Accept-Language picks English, and a stored choice wins after reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'ES', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
