import { LEGAL_PAGE_PATHS, LEGAL_PAGE_SLUGS, type LegalPageSlug } from '@shared/legal-page-paths';
import type { Language } from '@shared/languages';
import { shareImagePath } from '@shared/site-images';
import { markdownToEmailHtml } from '../mail/markdown-html';
import { escapeHtml } from '../mail/subscriber-email';

/** The few words around a page, in its language (the text itself is staff's). */
const FRAME: Record<Language, { home: string; other: string; otherName: string; nav: string; back: string; draft: string; description: (title: string) => string }> = {
  es: {
    home: 'ChapinBox: ir a la tienda',
    other: 'Read in English',
    otherName: 'English',
    nav: 'Páginas legales',
    back: 'Volver a la tienda',
    draft: 'Borrador',
    description: (title) => `${title} de ChapinBox, la caja de snacks de Guatemala y El Salvador.`,
  },
  en: {
    home: 'ChapinBox: go to the shop',
    other: 'Leer en español',
    otherName: 'Español',
    nav: 'Legal pages',
    back: 'Back to the shop',
    draft: 'Draft',
    description: (title) => `${title} of ChapinBox, the box of snacks from Guatemala and El Salvador.`,
  },
};

const LOCALES: Record<Language, string> = { es: 'es_US', en: 'en_US' };

// One small style sheet in the page: the page needs no script and no other request to show.
const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0f172a;background:#FFF8EC;line-height:1.5}
a{color:#004AAD}a:focus-visible{outline:3px solid #F5B700;outline-offset:2px;border-radius:4px}
.top{background:#004AAD;color:#fff;padding:12px 16px}.top div{max-width:48rem;margin:0 auto;display:flex;justify-content:space-between;align-items:center;gap:12px}
.brand{font-family:"Trebuchet MS",system-ui,sans-serif;font-weight:900;font-size:1.5rem;color:#fff;text-decoration:none}.brand span{color:#F5B700}
.lang{color:#fff;font-weight:600;min-height:44px;display:inline-flex;align-items:center}
main{max-width:48rem;margin:0 auto;padding:32px 16px 48px}article{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.12)}
h1{font-family:"Trebuchet MS",system-ui,sans-serif;color:#004AAD;font-size:1.875rem;line-height:1.2;margin:0 0 24px}
.draft{display:inline-block;background:#F5B700;color:#0f172a;font-weight:800;font-size:.8rem;text-transform:uppercase;border-radius:999px;padding:2px 10px;margin-bottom:12px}
footer{background:#020617;color:#e2e8f0;padding:32px 16px}footer div{max-width:48rem;margin:0 auto}footer ul{list-style:none;padding:0;margin:0 0 16px;display:flex;flex-wrap:wrap;gap:8px 24px}
footer a{color:#fff;display:inline-flex;min-height:44px;align-items:center}footer a[aria-current]{color:#F5B700}
@media (min-width:768px){article{padding:40px}h1{font-size:2.25rem}}`;

export interface LegalPageView {
  slug: LegalPageSlug;
  language: Language;
  title: string;
  markdown: string;
  draft: boolean;
  /** The titles of the three pages in this language, for the footer's links. */
  titles: Record<LegalPageSlug, string>;
}

/**
 * A legal page as a whole HTML document in one language, with its head like every visitor
 * page's (canonical address, its twin in the other language as alternate, share tags), the
 * staff's Markdown rendered by the one Markdown reader (raw HTML stays text), and no script.
 * A draft is kept out of search engines.
 */
export function legalPageHtml(page: LegalPageView, origin: string) {
  const { slug, language, title, draft } = page;
  const other: Language = language === 'es' ? 'en' : 'es';
  const words = FRAME[language];
  const address = (lang: Language) => escapeHtml(`${origin}${LEGAL_PAGE_PATHS[slug][lang]}`);
  const home = `/?lang=${language}`;
  const description = escapeHtml(words.description(title));
  const image = escapeHtml(`${origin}${shareImagePath(language)}`);
  const links = LEGAL_PAGE_SLUGS.map((each) => {
    const current = each === slug ? ' aria-current="page"' : '';
    return `<li><a href="${LEGAL_PAGE_PATHS[each][language]}"${current}>${escapeHtml(page.titles[each])}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ChapinBox</title>
<meta name="description" content="${description}">
${draft ? '<meta name="robots" content="noindex">\n' : ''}<link rel="canonical" href="${address(language)}">
<link rel="alternate" hreflang="es" href="${address('es')}">
<link rel="alternate" hreflang="en" href="${address('en')}">
<link rel="alternate" hreflang="x-default" href="${address('es')}">
<meta name="theme-color" content="#004AAD">
<meta property="og:type" content="website">
<meta property="og:site_name" content="ChapinBox">
<meta property="og:url" content="${address(language)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${description}">
<meta property="og:locale" content="${LOCALES[language]}">
<meta property="og:locale:alternate" content="${LOCALES[other]}">
<meta property="og:image" content="${image}">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header class="top"><div><a class="brand" href="${home}" aria-label="${escapeHtml(words.home)}">Chapin<span>Box</span></a><a class="lang" href="${LEGAL_PAGE_PATHS[slug][other]}" hreflang="${other}" lang="${other}" aria-label="${escapeHtml(words.other)}">${words.otherName}</a></div></header>
<main id="main"><article>
${draft ? `<p class="draft">${words.draft}</p>\n` : ''}<h1>${escapeHtml(title)}</h1>
${markdownToEmailHtml(page.markdown)}
</article></main>
<footer><div><nav aria-label="${words.nav}"><ul>${links}</ul></nav><a href="${home}">${words.back}</a></div></footer>
</body>
</html>
`;
}
