import { PNG } from 'pngjs';
import { backOfficeRoutes } from '../shared/routes';
import { landingStructuredData } from './support/structured-data';
import { expect, test, type Page } from './support/test';

// The e2e apps have no PUBLIC_ORIGIN: absolute addresses use the address the request came to.
type Language = 'es' | 'en';

/** Each page's title in each language (docs/product.md#languages); staff pages are Spanish only. */
const visitorPages: Array<{ path: string; titles: Record<Language, string> }> = [
  { path: '/', titles: { es: 'ChapinBox | Snacks de Guatemala y El Salvador en USA', en: 'ChapinBox | Guatemalan and Salvadoran snacks in the USA' } },
  { path: '/agexport', titles: { es: 'Generador Automático de Videos | AGEXPORT y ChapinBox', en: 'Automatic Video Generator | AGEXPORT and ChapinBox' } },
];
const staffPages: Array<{ path: string; title: string }> = [
  { path: '/login', title: 'Iniciar sesión | ChapinBox' },
  { path: '/register', title: 'Crear cuenta | ChapinBox' },
  { path: '/forgot-password', title: 'Recuperar contraseña | ChapinBox' },
  { path: '/admin', title: 'Administración | ChapinBox' },
  { path: '/inventory', title: 'Inventario | ChapinBox' },
  // The back office's sections take the staff frame's head.
  ...backOfficeRoutes.filter((path) => path.startsWith('/admin/')).map((path) => ({ path, title: 'Administración | ChapinBox' })),
];
// The translations' titles; the seeds' '404 Página No Encontrada' stays only as the fallback.
const notFoundTitles: Record<Language, string> = { es: 'No encontramos esta página | ChapinBox', en: 'We could not find this page | ChapinBox' };

/** What the head of the HTML the server sent says. */
async function headOf(page: Page, url: string, headers?: Record<string, string>) {
  const response = await page.request.get(url, { headers });
  const html = await response.text();
  await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ''));
  const head = await page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: attribute('meta[name="description"]', 'content'),
      robots: attribute('meta[name="robots"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      ogImage: attribute('meta[property="og:image"]', 'content'),
      ogLocale: attribute('meta[property="og:locale"]', 'content'),
      ogLocaleAlternate: attribute('meta[property="og:locale:alternate"]', 'content'),
      twitterCard: attribute('meta[name="twitter:card"]', 'content'),
      twitterImage: attribute('meta[name="twitter:image"]', 'content'),
    };
  });
  return { status: response.status(), head };
}

/** Width and height of a PNG answer, checked to be a PNG. */
async function pngSize(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const { width, height } = PNG.sync.read(await response.body());
  return { width, height };
}

test.describe('the head each page arrives with', () => {
  for (const { path, titles } of visitorPages) {
    for (const language of ['es', 'en'] as const) {
      test(`When ${path} is requested in ${language}, then its head has its title, canonical address, alternates and share image`, async ({ page, baseURL }) => {
        const { status, head } = await headOf(page, `${path}?lang=${language}`);
        // Spanish, the default, is the bare address (also the x-default).
        const address = (lang: Language) => (lang === 'es' ? `${baseURL}${path}` : `${baseURL}${path}?lang=${lang}`);
        expect(status).toBe(200);
        expect(head).toMatchObject({
          title: titles[language],
          lang: language,
          robots: null,
          canonical: address(language),
          alternates: { es: address('es'), en: address('en'), 'x-default': `${baseURL}${path}` },
          ogUrl: address(language),
          ogImage: `${baseURL}/og-image-${language}.png`,
          ogLocale: language === 'es' ? 'es_US' : 'en_US',
          ogLocaleAlternate: language === 'es' ? 'en_US' : 'es_US',
          twitterCard: 'summary_large_image',
          twitterImage: `${baseURL}/og-image-${language}.png`,
        });
        expect(head.description?.length).toBeGreaterThan(40);
        expect(await pngSize(page, head.ogImage!)).toEqual({ width: 1200, height: 630 });
      });
    }
  }

  for (const { path, title } of staffPages) {
    test(`When the staff page ${path} is requested in either language, then it has its Spanish title and share image and asks not to be indexed`, async ({ page, baseURL }) => {
      for (const language of ['es', 'en'] as const) {
        const { status, head } = await headOf(page, `${path}?lang=${language}`);
        expect(status).toBe(200);
        expect(head).toMatchObject({ title, robots: 'noindex, nofollow', canonical: null, alternates: {}, ogImage: `${baseURL}/og-image-es.png`, twitterCard: 'summary_large_image' });
      }
    });
  }

  test('When an unknown path is requested in either language, then the 404 answer has the not-found title and its language\'s share image and asks not to be indexed', async ({ page, baseURL }) => {
    for (const language of ['es', 'en'] as const) {
      const { status, head } = await headOf(page, `/no-such-page?lang=${language}`);
      expect(status).toBe(404);
      expect(head).toMatchObject({ title: notFoundTitles[language], robots: 'noindex, nofollow', canonical: null, ogImage: `${baseURL}/og-image-${language}.png`, twitterCard: 'summary_large_image' });
      expect(await pngSize(page, head.ogImage!)).toEqual({ width: 1200, height: 630 });
    }
  });

  test('When a page is requested without ?lang=, then its head is in the language the server picks and points at that language', async ({ page, baseURL }) => {
    const { head } = await headOf(page, '/agexport', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(head).toMatchObject({ lang: 'en', title: visitorPages[1].titles.en, canonical: `${baseURL}/agexport?lang=en` });
  });
});

test.describe('the structured data of the landing page', () => {
  for (const language of ['es', 'en'] as const) {
    test(`When / is requested in ${language}, then its JSON-LD parses and names the brand, the four boxes with their offers in USD and the most asked questions`, async ({ page, baseURL }) => {
      // Parsed and checked against schema.org's rules for each type inside landingStructuredData.
      const { ofType, products } = await landingStructuredData(page.request, language);
      expect(Object.keys(products)).toEqual(['PARTY MIX', 'CANDY MIX', 'SPICY MIX', 'CHOCO BOX']);
      expect(Object.values(products).map(({ offers }) => [offers.price, offers.priceCurrency])).toEqual([
        ['21.99', 'USD'],
        ['34.99', 'USD'],
        ['29.99', 'USD'],
        ['29.99', 'USD'],
      ]);
      for (const { offers, image } of Object.values(products)) {
        expect(offers.url).toMatch(/^https:\/\/www\.amazon\.com\//);
        // The box's artwork comes last, after any photos staff placed in its gallery (media-library.spec.ts).
        const artwork = Array.isArray(image) ? image.at(-1)! : image;
        expect(await pngSize(page, artwork)).toEqual({ width: 1200, height: 1200 });
      }

      // The main app's setup saved a contact e-mail and nothing else: the brand states that, no line or network.
      const [organization] = ofType('Organization');
      expect(organization).toEqual({ '@type': 'Organization', '@id': `${baseURL}/#organization`, name: 'ChapinBox', url: `${baseURL}/`, logo: `${baseURL}/icon-512.png`, email: 'hola@chapinbox.test' });
      expect(await pngSize(page, organization.logo as string)).toEqual({ width: 512, height: 512 });

      const [faq] = ofType('FAQPage');
      expect(faq.inLanguage).toBe(language);
      const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
      expect(questions.map(({ acceptedAnswer }) => acceptedAnswer.text)).toEqual(
        language === 'es' ? [expect.stringContaining('3-5 días'), expect.stringContaining('30 snacks'), expect.stringContaining('Club VIP')] : [expect.stringContaining('3-5 days'), expect.stringContaining('30 Guatemalan'), expect.stringContaining('VIP Club')],
      );
    });
  }
});

test.describe('the head in the browser', () => {
  test('When the visitor moves between pages and switches language, then the title, canonical address and share image follow', async ({ page, baseURL }) => {
    await page.goto('/agexport');
    await expect(page).toHaveTitle(visitorPages[1].titles.es);
    await page.getByRole('link', { name: 'ChapinBox, volver al inicio' }).click();
    await expect(page).toHaveTitle(visitorPages[0].titles.es);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveTitle(visitorPages[0].titles.en);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/?lang=en`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image-en.png`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('When a staff member moves between staff pages, then the Spanish title follows and the page stays unindexed', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar sesión | ChapinBox');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveTitle('Recuperar contraseña | ChapinBox');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('files for search engines, browsers and home screens', () => {
  test('When /sitemap.xml is read, then it lists both languages of each indexed page with their alternates', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const legal = ['/privacidad', '/privacy', '/terminos', '/terms', '/envios', '/shipping'].map((path) => `${baseURL}${path}`);
    expect(locations).toEqual([`${baseURL}/`, `${baseURL}/?lang=en`, `${baseURL}/agexport`, `${baseURL}/agexport?lang=en`, ...legal]);
    for (const path of ['/', '/agexport']) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}${path}?lang=en"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${path}"/>`);
    }
    // The legal pages have an address per language: each names its twin.
    expect(xml).toContain(`<url><loc>${baseURL}/privacy</loc><xhtml:link rel="alternate" hreflang="es" href="${baseURL}/privacidad"/>`);
    expect(xml).not.toMatch(/login|admin|inventory|register/);
  });

  test('When robots.txt is read, then it keeps the staff areas out and says where the sitemap is', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('When the manifest and the icons are fetched, then each is there at its size', async ({ page, baseURL }) => {
    const manifestResponse = await page.request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as { name: string; start_url: string; theme_color: string; icons: Array<{ src: string; sizes: string }> };
    expect(manifest).toMatchObject({ name: 'ChapinBox', start_url: '/', theme_color: '#004AAD' });
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await pngSize(page, icon.src)).toEqual({ width, height });
    }
    expect(await pngSize(page, '/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });

    // favicon.ico: an icon directory of PNG images (16, 32 and 48 px).
    const ico = await (await page.request.get('/favicon.ico')).body();
    expect(ico.readUInt16LE(2)).toBe(1);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
      const entry = 6 + index * 16;
      const png = PNG.sync.read(ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8)));
      return [ico.readUInt8(entry), png.width, png.height];
    });
    expect(sizes).toEqual([
      [16, 16, 16],
      [32, 32, 32],
      [48, 48, 48],
    ]);

    const { head } = await headOf(page, '/');
    expect(head.ogImage).toBe(`${baseURL}/og-image-es.png`);
    const html = await (await page.request.get('/')).text();
    for (const link of ['<link rel="icon" href="/favicon.ico"', '<link rel="apple-touch-icon" href="/apple-touch-icon.png"', '<link rel="manifest" href="/manifest.webmanifest"']) {
      expect(html).toContain(link);
    }
  });
});
