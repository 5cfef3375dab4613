import { languageAddress, languages, type Language } from '@shared/languages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml: each indexed page in each language (languageAddress), with its alternates in
 * the other language and the bare address as x-default, the same links its head carries; then
 * the pages that have an address of their own per language (`twins`: /privacidad and /privacy),
 * the Spanish one as x-default.
 */
export function siteMapXml(origin: string, paths: readonly string[], twins: readonly Record<Language, string>[] = []) {
  const address = (path: string, language?: Language) => escapeXml(`${origin}${language ? languageAddress(path, language) : path}`);
  const alternates = (path: string) =>
    [
      ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(path, language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join('');
  const urls = paths.flatMap((path) => languages.map((language) => `<url><loc>${address(path, language)}</loc>${alternates(path)}</url>`));
  const twinAlternates = (twin: Record<Language, string>) =>
    [
      ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(twin[language])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(twin.es)}"/>`,
    ].join('');
  const twinUrls = twins.flatMap((twin) => languages.map((language) => `<url><loc>${address(twin[language])}</loc>${twinAlternates(twin)}</url>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...urls, ...twinUrls].join('\n')}\n</urlset>\n`;
}

/** robots.txt: the built rules (client/public/robots.txt) and where the sitemap is. */
export const robotsTxt = (rules: string, origin: string) => `${rules.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`;
