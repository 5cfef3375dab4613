import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageHeads } from './page-head';
import { robotsTxt, siteMapXml } from './site-map';

const folder = mkdtempSync(join(tmpdir(), 'page-heads-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const head = (name: string) => `<title>${name}</title><link rel="canonical" href="%ORIGIN%/x">`;
writeFileSync(
  join(folder, 'page-heads.json'),
  JSON.stringify({
    originPlaceholder: '%ORIGIN%',
    heads: { '/': { es: head('inicio'), en: head('home') }, '/admin': { es: head('admin'), en: head('admin') }, '*': { es: head('404'), en: head('404 en') } },
    notFound: '*',
    indexed: ['/'],
  }),
);
const template = '<html lang="es"><head><!--page-head--><title>ChapinBox</title><!--/page-head--></head><body></body></html>';
const heads = loadPageHeads(folder);

describe('page heads', () => {
  it('When a page is sent, then its head in its language replaces the template\'s, under the origin given', () => {
    const html = heads.fill(template, { path: '/', found: true, language: 'en', origin: 'https://chapinbox.com' });
    expect(html).toBe('<html lang="es"><head><!--page-head--><title>home</title><link rel="canonical" href="https://chapinbox.com/x"><!--/page-head--></head><body></body></html>');
  });

  it('When a path sits under a page with a head, then it takes that page\'s; an unknown path takes the not-found head', () => {
    expect(heads.fill(template, { path: '/admin/ajustes', found: true, language: 'es', origin: 'http://a' })).toContain('<title>admin</title>');
    expect(heads.fill(template, { path: '/admin/ajustes', found: false, language: 'en', origin: 'http://a' })).toContain('<title>404 en</title>');
  });

  it('When the origin comes from a forged Host header, then it cannot leave its attribute', () => {
    const html = heads.fill(template, { path: '/', found: true, language: 'es', origin: 'http://evil"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="http://evil&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/x"');
  });

  it('When nothing was built, then pages keep the template\'s head and the sitemap lists nothing', () => {
    const none = loadPageHeads(join(folder, 'missing'));
    expect(none.fill(template, { path: '/', found: true, language: 'es', origin: 'http://a' })).toBe(template);
    expect(none.indexed).toEqual([]);
  });

  it('When the sitemap and robots.txt are written, then the origin is escaped and each language has its alternates', () => {
    const xml = siteMapXml('https://a.com', ['/']);
    expect(xml).toContain('<url><loc>https://a.com/</loc><xhtml:link rel="alternate" hreflang="es" href="https://a.com/"/><xhtml:link rel="alternate" hreflang="en" href="https://a.com/?lang=en"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://a.com/"/>');
    expect(siteMapXml('https://a.com/<&', ['/'])).toContain('https://a.com/&lt;&amp;/?lang=en');
    expect(robotsTxt('User-agent: *\nDisallow: /admin\n', 'https://a.com')).toBe('User-agent: *\nDisallow: /admin\n\nSitemap: https://a.com/sitemap.xml\n');
  });

  it('When a page has its own address per language, then the sitemap lists both, each with the other as alternate and the Spanish one as x-default', () => {
    const xml = siteMapXml('https://a.com', ['/'], [{ es: '/privacidad', en: '/privacy' }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="es" href="https://a.com/privacidad"/><xhtml:link rel="alternate" hreflang="en" href="https://a.com/privacy"/><xhtml:link rel="alternate" hreflang="x-default" href="https://a.com/privacidad"/>';
    expect(xml).toContain(`<url><loc>https://a.com/privacidad</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://a.com/privacy</loc>${alternates}</url>`);
  });
});
