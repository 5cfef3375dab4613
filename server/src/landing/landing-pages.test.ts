import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings, MARKETPLACE_SEARCH_URL } from '@shared/site-settings-values';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import { waitFor } from '../../test/faults/load';
import { jsonLdBlocks, schemaOrgProblems } from '../../test/schema-org';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createLandingPages } from './landing-pages';
import type { PageHeads } from './page-head';

// A stand-in for the build's SSR bundle: the page names what it was rendered with, and each
// render is counted (per folder, as every test builds its own).
const FAKE_BUNDLE = `
export function renderLandingPage(template, language, settings, renderedAt, media, faq = []) {
  globalThis.landingRenders = (globalThis.landingRenders ?? 0) + 1;
  if (settings.products.partyMix.asin === 'B0FAILRNDR') throw new Error('render failed');
  const questions = faq.map((item) => '<summary>' + item.question[language] + '</summary>').join('');
  return template.replace('<!--app-->', [language, 'v' + settings.version, settings.products.partyMix.asin, settings.offer.endsAt, renderedAt].join('|')).replace('<!--faq-->', questions);
}
`;

const renders = () => (globalThis as { landingRenders?: number }).landingRenders ?? 0;

/** A built client: dist (the build's own pages) beside dist-ssr (template and bundle), unless told otherwise. */
function builtClient(options: { ssr?: boolean; template?: string } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'landing-pages-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'shell.html'), '<html>shell</html>');
  writeFileSync(join(dist, 'index.es.html'), '<html>built es</html>');
  writeFileSync(join(dist, 'index.en.html'), '<html>built en</html>');
  if (options.ssr ?? true) {
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist-ssr', 'landing.html'), options.template ?? '<html><!--app--></html>');
    writeFileSync(join(root, 'dist-ssr', `entry-server.js`), FAKE_BUNDLE);
  }
  return { root, dist, ssrDir: join(root, 'dist-ssr'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

const fallback = { es: '<html>built es</html>', en: '<html>built en</html>' };
const logger = createLogger('silent');
/** Heads that only mark the origin they were filled in for. */
const heads: PageHeads = { indexed: [], fill: (html, { origin }) => html.replace('</html>', () => `<!--${origin}--></html>`) };
const origin = 'http://localhost:5000';
const builtWithHead = (language: 'es' | 'en') => fallback[language].replace('</html>', `<!--${origin}--></html>`);
const withAsin = (asin: string, version: number, endsAt: string | null = null): PublicSiteSettings => ({
  ...defaultPublicSiteSettings,
  version,
  products: { ...defaultPublicSiteSettings.products, partyMix: { asin, marketplaceUrl: null } },
  offer: { ...defaultPublicSiteSettings.offer, endsAt },
});

describe('the landing page rendered with the site settings', () => {
  let ctx: TestContext;
  let client: ReturnType<typeof builtClient>;
  const servers: Server[] = [];

  /** Another app instance (its own caches) serving the built client over the same database. */
  async function instance(dist = client.dist) {
    const server = createServer(createApp({ ...ctx.deps, clientDir: dist }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }).then((response) => response.text());
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    client = builtClient();
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await ctx.close();
    client.remove();
  });

  it('When an admin saves a setting, then GET / sends the page rendered with it at once, in each language, rendering once per version and language', async () => {
    const page = await instance();
    const other = await instance();
    expect(await page('/', { 'Accept-Language': 'es' })).toMatch(/^<html>es\|v0\|\|\|\d+<\/html>$/);
    expect(await other('/?lang=en')).toMatch(/^<html>en\|v0\|/);

    const { client: admin } = await staffClient(ctx);
    const { version, settings } = (await admin.get('/api/admin/settings')).body;
    const saved = { ...settings, products: { ...settings.products, partyMix: { asin: 'B0LANDING1', marketplaceUrl: null } } };
    expect((await admin.put('/api/admin/settings', { version, settings: saved })).status).toBe(200);
    const before = renders();

    // The other instance has the old settings in its cache: within a second it follows.
    const elsewhere = await waitFor(() => other('/?lang=en'), (html) => html.includes('B0LANDING1'), 2_000);
    expect(elsewhere).toContain(`en|v${version + 1}|B0LANDING1`);

    expect(await page('/', { 'Accept-Language': 'es' })).toContain(`es|v${version + 1}|B0LANDING1`);
    expect(await page('/?lang=en')).toContain(`en|v${version + 1}|B0LANDING1`);
    const rendered = renders();
    expect(rendered - before).toBeGreaterThanOrEqual(3);
    expect(await page('/', { 'Accept-Language': 'es' })).toContain('B0LANDING1');
    expect(await page('/?lang=en')).toContain('B0LANDING1');
    expect(renders()).toBe(rendered);
  });

  it('When an admin saves a marketplace address or staff publish a price, then the structured data of GET / states it within a second on every instance', async () => {
    const headed = builtClient({ template: '<html><head><title>x</title></head><body><!--app--></body></html>' });
    try {
      const page = await instance(headed.dist);
      const other = await instance(headed.dist);
      const offers = async (read: typeof page, language: 'es' | 'en') => {
        const [document] = jsonLdBlocks(await read(`/?lang=${language}`));
        expect(schemaOrgProblems(document)).toEqual([]);
        const graph = (document as { '@graph': Array<{ '@type': string; name: string; offers?: { price: string; url: string } }> })['@graph'];
        return Object.fromEntries(graph.filter((node) => node['@type'] === 'Product').map((node) => [node.name, node.offers]));
      };
      expect((await offers(page, 'es'))['CANDY MIX']).toEqual({ '@type': 'Offer', price: '34.99', priceCurrency: 'USD', url: MARKETPLACE_SEARCH_URL });
      expect((await offers(other, 'en'))['CANDY MIX']?.url).toBe(MARKETPLACE_SEARCH_URL);

      const { client: admin } = await staffClient(ctx);
      const listing = 'https://www.amazon.com/dp/B0JSONLD01?th=1';
      const { version, settings } = (await admin.get('/api/admin/settings')).body;
      const saved = { ...settings, products: { ...settings.products, candyMix: { asin: null, marketplaceUrl: listing } } };
      expect((await admin.put('/api/admin/settings', { version, settings: saved })).status).toBe(200);
      // The other instance read the settings before the save: it follows within its read cache's second.
      const elsewhere = await waitFor(() => offers(other, 'en'), (byName) => byName['CANDY MIX']?.url === listing, 2_000);
      expect(elsewhere['CANDY MIX']).toEqual({ '@type': 'Offer', price: '34.99', priceCurrency: 'USD', url: listing });
      expect((await offers(page, 'es'))['CANDY MIX']?.url).toBe(listing);

      const published = await admin.put('/api/content', { texts: { es: { 'products.tabs.candyMix.price': 'Desde USD 32.49' } } });
      expect(published.status).toBe(200);
      const repriced = await waitFor(() => offers(other, 'es'), (byName) => byName['CANDY MIX']?.price === '32.49', 2_000);
      expect(repriced['CANDY MIX']).toEqual({ '@type': 'Offer', price: '32.49', priceCurrency: 'USD', url: listing });
      // The English page shows its own built-in price text, so it states that price.
      expect((await offers(other, 'en'))['CANDY MIX']?.price).toBe('34.99');
    } finally {
      headed.remove();
    }
  });

  it('When staff save the FAQ, then GET / shows it and its FAQPage states it on every instance, and an empty FAQ shows and states none', async () => {
    const headed = builtClient({ template: '<html><head><title>x</title></head><body><!--app--><!--faq--></body></html>' });
    try {
      const page = await instance(headed.dist);
      const other = await instance(headed.dist);
      const faqPage = (html: string) => (jsonLdBlocks(html)[0] as { '@graph': Array<{ '@type': string; mainEntity?: Array<{ name: string }> }> })['@graph'].find((node) => node['@type'] === 'FAQPage');
      // A fresh install's three questions.
      expect(faqPage(await other('/?lang=es'))?.mainEntity).toHaveLength(3);

      const { client: editor } = await staffClient(ctx, { role: 'editor' });
      const canada = { question: { es: '¿Envían a Canadá?', en: 'Do you ship to Canada?' }, answer: { es: 'Aún no.', en: 'Not yet.' } };
      expect((await editor.put('/api/admin/faq', { items: [canada] })).status).toBe(200);
      // Each instance reads the FAQ again within its read cache's second.
      const english = await waitFor(() => page('/?lang=en'), (html) => html.includes('<summary>Do you ship to Canada?</summary>'), 2_000);
      expect(english).toContain('<summary>Do you ship to Canada?</summary>');
      expect(faqPage(english)?.mainEntity).toEqual([{ '@type': 'Question', name: 'Do you ship to Canada?', acceptedAnswer: { '@type': 'Answer', text: 'Not yet.' } }]);
      const elsewhere = await waitFor(() => other('/?lang=es'), (html) => html.includes('<summary>¿Envían a Canadá?</summary>'), 2_000);
      expect(faqPage(elsewhere)?.mainEntity).toHaveLength(1);

      expect((await editor.put('/api/admin/faq', { items: [] })).status).toBe(200);
      const empty = await waitFor(() => page('/?lang=es'), (html) => !html.includes('<summary>'), 2_000);
      expect(empty).not.toContain('<summary>');
      expect(faqPage(empty)).toBeUndefined();
    } finally {
      headed.remove();
    }
  });

  it('When an editor saves what is inside a box, then GET / is rendered again and its Product states the net weight on every instance', async () => {
    const headed = builtClient({ template: '<html><head><title>x</title></head><body><!--app--></body></html>' });
    try {
      const page = await instance(headed.dist);
      const other = await instance(headed.dist);
      const chocoBox = async (read: typeof page, language: 'es' | 'en') => {
        const [document] = jsonLdBlocks(await read(`/?lang=${language}`));
        expect(schemaOrgProblems(document)).toEqual([]);
        return (document as { '@graph': Array<Record<string, unknown>> })['@graph'].find((node) => node.name === 'CHOCO BOX');
      };
      expect(await chocoBox(other, 'en')).not.toHaveProperty('weight');

      const { client: editor } = await staffClient(ctx, { role: 'editor' });
      const { version, boxContents } = (await editor.get('/api/admin/box-contents')).body;
      const choco = { ...boxContents.chocoBox, netWeight: { value: 500, unit: 'g' }, allergens: ['milk'] };
      expect((await editor.put('/api/admin/box-contents', { version, boxContents: { ...boxContents, chocoBox: choco } })).status).toBe(200);

      expect(await page('/?lang=es')).toContain(`es|v${version + 1}|`);
      const weight = { '@type': 'QuantitativeValue', value: 500, unitCode: 'GRM', unitText: 'g' };
      expect((await chocoBox(page, 'es'))?.weight).toEqual(weight);
      // The other instance read the settings before the save: it follows within its read cache's second.
      const elsewhere = await waitFor(() => chocoBox(other, 'en'), (node) => node?.weight !== undefined, 2_000);
      expect(elsewhere?.weight).toEqual(weight);
      expect(elsewhere?.additionalProperty).toEqual([{ '@type': 'PropertyValue', name: 'Allergens', value: 'milk' }]);
    } finally {
      headed.remove();
    }
  });

  it('When a browser asks for / with gzip or with the page it has, then it gets the gzip made at render time, or a 304', async () => {
    const server = createServer(createApp({ ...ctx.deps, clientDir: client.dist }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?lang=es`;

    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const tag = plain.headers.get('etag')!;
    expect(tag).toMatch(/^W\//);

    const zipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(html);

    // As a browser revalidates (fetch() would add "no-cache" to a conditional request of its own).
    const again = await fetch(url, { headers: { 'If-None-Match': tag, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('When the offer end set in the settings passes, then the page is rendered again (once) without it running', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const settings = withAsin('B0OFFEREND', 7, '2030-01-01T00:00:10Z');
    const pages = createLandingPages({ ssrDir: client.ssrDir, settings: async () => settings, fallback, heads, logger, now: () => now });

    const running = await pages.page('es', origin);
    const before = renders();
    now += 5_000;
    expect(await pages.page('es', origin)).toBe(running);
    expect(renders()).toBe(before);

    now += 10_000;
    const ended = await pages.page('es', origin);
    expect(ended).not.toBe(running);
    expect(ended.html).toContain(`|${now}<!--${origin}--></html>`);
    expect(renders()).toBe(before + 1);
    expect(await pages.page('es', origin)).toBe(ended);
  });

  it('When pages are asked for under several origins, then each carries its own head, and past a bound the ones kept longest go', async () => {
    const pages = createLandingPages({ ssrDir: client.ssrDir, settings: async () => withAsin('B0ORIGINS1', 8), fallback, heads, logger });
    const before = renders();
    const first = await pages.page('es', 'https://chapinbox.example');
    expect(first.html).toContain('<!--https://chapinbox.example-->');
    expect(await pages.page('es', 'https://chapinbox.example')).toBe(first);
    for (let index = 0; index < 20; index += 1) await pages.page('es', `http://host-${index}.example`);
    const afterMany = renders();
    expect(afterMany).toBe(before + 21);
    // The latest origin is kept; the first one was pushed out by the others, so it is rendered again.
    await pages.page('es', 'http://host-19.example');
    expect(renders()).toBe(afterMany);
    await pages.page('es', 'https://chapinbox.example');
    expect(renders()).toBe(afterMany + 1);
  });

  it('When many requests arrive before the first render is done, then they share it', async () => {
    const pages = createLandingPages({ ssrDir: client.ssrDir, settings: async () => withAsin('B0SHARED01', 3), fallback, heads, logger });
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.page('en', origin)));
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it('When the render fails, then the built page is sent and the next request tries again', async () => {
    const pages = createLandingPages({ ssrDir: client.ssrDir, settings: async () => withAsin('B0FAILRNDR', 4), fallback, heads, logger });
    const before = renders();
    expect((await pages.page('es', origin)).html).toBe(builtWithHead('es'));
    expect((await pages.page('es', origin)).html).toBe(builtWithHead('es'));
    expect(renders()).toBe(before + 2);
  });

  it('When the settings cannot be read, then the built page is sent', async () => {
    const pages = createLandingPages({ ssrDir: client.ssrDir, settings: () => Promise.reject(new Error('database down')), fallback, heads, logger });
    expect((await pages.page('en', origin)).html).toBe(builtWithHead('en'));
  });

  it('When the build left no SSR bundle, then the built pages are sent as they are', async () => {
    const bare = builtClient({ ssr: false });
    try {
      const pages = createLandingPages({ ssrDir: bare.ssrDir, settings: async () => withAsin('B0NOBUNDLE', 5), fallback, heads, logger });
      expect((await pages.page('es', origin)).html).toBe(builtWithHead('es'));
    } finally {
      bare.remove();
    }
  });
});
