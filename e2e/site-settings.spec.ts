import { changeSiteSettings } from './support/site-settings';
import { signInAsStaff } from './support/staff';
import { landingStructuredData } from './support/structured-data';
import { expect, test, type Page } from './support/test';

/**
 * /admin/settings end to end on the main app: a saved ASIN reaches the landing page's buy
 * links at once, in the HTML the server sends (before any JavaScript) and on the hydrated
 * page; a saved marketplace address reaches the page's structured data; a testimonial staff
 * add reaches the strip of its language only, and a language without any shows no strip. The
 * spec puts each value back as it found it.
 */
test.describe.configure({ mode: 'serial' });

const SEARCH_URL = 'https://www.amazon.com/s?k=ChapinBox';

/** The page's markup without its settings data block (which carries both languages' values for the hydration). */
const markup = (html: string) => html.replace(/<script type="application\/json" id="site-settings">[\s\S]*?<\/script>/, '');

/** The buy links of `html` that point at the marketplace. */
const marketplaceLinks = (html: string) => [...html.matchAll(/href="(https:\/\/www\.amazon\.com\/[^"]*)"/g)].map((match) => match[1]);

async function saveAsinInTheForm(page: Page, asin: string) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Configuración del sitio' })).toBeVisible();
  const field = page.getByLabel('ASIN de PARTY MIX');
  await field.fill(asin);
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar configuración' })).toBeDisabled();
}

for (const [width, asin] of [
  [390, 'B0E2EPHONE'],
  [1280, 'B0E2EDESKT'],
] as const) {
  test(`When an admin saves PARTY MIX's ASIN in /admin/settings at ${width} px, then the landing page's HTML and its buy links use it at once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page);
    const before = await (await page.request.get('/api/admin/settings')).json();

    try {
      await saveAsinInTheForm(page, asin);

      // The page as the server sends it, before any script runs: rendered with the new ASIN.
      const listing = `https://www.amazon.com/dp/${asin}`;
      for (const language of ['es', 'en']) {
        const html = await (await page.request.get(`/?lang=${language}`)).text();
        expect(marketplaceLinks(html)).toContain(listing);
        expect(html).toContain(`"asin":"${asin}"`);
      }

      await page.goto('/');
      await expect(page.getByTestId('urgency-bar')).toHaveAttribute('href', listing);
      await page.getByRole('tab', { name: 'PARTY MIX' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('tabpanel', { name: 'PARTY MIX' }).getByRole('link', { name: /PARTY MIX/ })).toHaveAttribute('href', listing);
      // The boxes without a listing keep the brand search.
      await page.getByRole('tab', { name: 'SPICY MIX' }).click();
      await expect(page.getByRole('tabpanel', { name: 'SPICY MIX' }).getByRole('link', { name: /SPICY MIX/ })).toHaveAttribute('href', SEARCH_URL);
    } finally {
      await changeSiteSettings(page.request, (settings) => ({ ...settings, products: { ...settings.products, partyMix: before.settings.products.partyMix } }));
    }
  });
}

test("When an admin saves CANDY MIX's marketplace address in /admin/settings, then the landing page's structured data offers it in both languages, and the buy button opens it", async ({ page }) => {
  await signInAsStaff(page);
  const before = await (await page.request.get('/api/admin/settings')).json();
  const listing = 'https://www.amazon.com/dp/B0E2EJSONL?th=1';
  for (const language of ['es', 'en'] as const) {
    expect((await landingStructuredData(page.request, language)).products['CANDY MIX'].offers.url).not.toBe(listing);
  }

  try {
    await page.goto('/admin/settings');
    await page.getByLabel('Dirección en Amazon de CANDY MIX (opcional)').fill(listing);
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();

    for (const language of ['es', 'en'] as const) {
      const { products } = await landingStructuredData(page.request, language);
      expect(products['CANDY MIX'].offers).toEqual({ '@type': 'Offer', price: '34.99', priceCurrency: 'USD', url: listing });
      // The other boxes keep theirs.
      expect(products['SPICY MIX'].offers.url).toBe(SEARCH_URL);
    }
    await page.goto('/?lang=en');
    await page.getByRole('tab', { name: 'CANDY MIX' }).click();
    await expect(page.getByRole('tabpanel', { name: 'CANDY MIX' }).getByRole('link', { name: /CANDY MIX/ })).toHaveAttribute('href', listing);
  } finally {
    await changeSiteSettings(page.request, (settings) => ({ ...settings, products: { ...settings.products, candyMix: before.settings.products.candyMix } }));
  }
});

test('When an admin adds a Spanish testimonial in /admin/settings, then the Spanish landing page shows it in its strip at once, with its stars and tick, and the English one does not', async ({ page }) => {
  await signInAsStaff(page);
  const before = await (await page.request.get('/api/admin/settings')).json();
  const words = 'La CANDY MIX llegó intacta hasta Denver.';

  try {
    await page.goto('/admin/settings');
    const add = page.getByRole('button', { name: 'Añadir testimonio en español' });
    await add.click();
    const row = page.getByRole('group', { name: `Testimonio ${before.settings.testimonials.es.length + 1} en español` });
    await expect(row.getByLabel('Nombre', { exact: true })).toBeFocused();
    await row.getByLabel('Nombre', { exact: true }).fill('Elena S.');
    await row.getByLabel('Lugar (opcional)').fill('Denver, CO');
    await row.getByLabel('Testimonio', { exact: true }).fill(words);
    await row.getByLabel('Estrellas').selectOption('4');
    await row.getByLabel('Compra verificada').check();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();

    // The page as the server sends it, before any script runs.
    expect(markup(await (await page.request.get('/?lang=es')).text())).toContain(`>${words}</blockquote>`);
    expect(markup(await (await page.request.get('/?lang=en')).text())).not.toContain(words);

    await page.goto('/?lang=es');
    const strip = page.getByRole('region', { name: 'Clientes felices en todo Estados Unidos' });
    await strip.scrollIntoViewIfNeeded();
    const card = strip.getByRole('listitem').filter({ hasText: words }).first();
    await expect(card).toContainText('Elena S. · Denver, CO');
    await expect(card).toContainText('Compra verificada');
    await expect(card.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();

    await page.goto('/?lang=en');
    const english = page.getByRole('region', { name: 'Happy customers all over the United States' });
    await english.scrollIntoViewIfNeeded();
    await expect(english.getByRole('listitem').first()).toBeVisible();
    await expect(english).not.toContainText(words);
  } finally {
    await changeSiteSettings(page.request, (settings) => ({ ...settings, testimonials: before.settings.testimonials }));
  }
});

test('When a language has no testimonial, then its landing page has no strip at all, in the HTML or hydrated, and the other keeps its own', async ({ page }) => {
  await signInAsStaff(page);
  const before = await (await page.request.get('/api/admin/settings')).json();
  expect(before.settings.testimonials.es.length, 'the setup gives the main app testimonials').toBeGreaterThan(0);

  try {
    await changeSiteSettings(page.request, (settings) => ({ ...settings, testimonials: { ...settings.testimonials, en: [] } }));

    expect(await (await page.request.get('/?lang=en')).text()).not.toContain('data-section-id="testimonials-strip"');
    expect(await (await page.request.get('/?lang=es')).text()).toContain('data-section-id="testimonials-strip"');
    await page.goto('/?lang=en');
    await page.locator('[data-section-id="tourist-places"]').scrollIntoViewIfNeeded();
    // The section after the strip's place (its text may be another spec's published edit).
    await expect(page.locator('#dive-title')).toBeVisible();
    await expect(page.locator('[data-section-id="testimonials-strip"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Happy customers all over the United States' })).toHaveCount(0);
  } finally {
    await changeSiteSettings(page.request, (settings) => ({ ...settings, testimonials: before.settings.testimonials }));
  }
});

test('When a staff member opens /admin/settings signed out, then they are sent to /login', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsettings$/);
});
