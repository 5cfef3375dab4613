import { clientRoutes } from '@shared/routes';
import { languageAddress, type Language } from '@shared/languages';
import { shareImagePath } from '@shared/site-images';
import type { TranslationKey } from '@/i18n/translate';

/**
 * Each page's head: its title and description in each language, whether search engines may
 * index it, and the canonical address, language alternates, Open Graph and Twitter tags that
 * follow (docs/architecture.md#how-the-head-is-built). The build renders every page's tags
 * with an origin placeholder the server fills in (scripts/build.mjs); in the browser,
 * apply-page-head.ts rewrites them after a client navigation or a language switch.
 *
 * Texts come through a `translate` given by the caller: the browser passes the one its first
 * load already has, so this module's chunk does not split the dictionaries out of it.
 */
type Translate = (language: Language, key: TranslationKey) => string;

/** Visitor pages: both languages, indexed, each language at its address (languageAddress). */
const visitorPages: Record<string, (language: Language, translate: Translate) => { title: string; description: string }> = {
  '/': (language, translate) => ({ title: translate(language, 'meta.title'), description: translate(language, 'meta.description') }),
  '/agexport': (language, translate) => ({ title: translate(language, 'agexport.pageTitle'), description: translate(language, 'agexport.intro') }),
};

/**
 * Staff pages: Spanish only, never indexed. A new staff page adds its title here; a path under
 * one of these (/admin/…) takes its parent's until it has its own.
 */
const staffPages: Record<string, string> = {
  '/login': 'Iniciar sesión',
  '/register': 'Crear cuenta',
  '/forgot-password': 'Recuperar contraseña',
  '/admin': 'Administración',
  '/inventory': 'Inventario',
};
const STAFF_DESCRIPTION = 'Área del personal de ChapinBox.';

/** The key of the not-found page's head (every path the app does not know). */
export const NOT_FOUND = '*';
/** The pages search engines may index (the sitemap lists them in both languages). */
export const indexedPages = Object.keys(visitorPages);
/** Every head the build renders: the pages above and the not-found page. */
export const headKeys = [...Object.keys(visitorPages), ...Object.keys(staffPages), NOT_FOUND];

const LOCALES: Record<Language, string> = { es: 'es_US', en: 'en_US' };
const known = new Set<string>(clientRoutes);

/** The head key of a path: its own, its parent staff page's, or the not-found page's. */
export function headKeyFor(path: string): string {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!known.has(normalized)) return NOT_FOUND;
  if (Object.hasOwn(visitorPages, normalized) || Object.hasOwn(staffPages, normalized)) return normalized;
  const parent = Object.keys(staffPages)
    .filter((page) => normalized.startsWith(`${page}/`))
    .sort((a, b) => b.length - a.length)[0];
  return parent ?? NOT_FOUND;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name?: string; property?: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

/** The tags of a page's head, with absolute addresses under `origin`. */
export function pageHeadTags(key: string, language: Language, origin: string, translate: Translate): HeadTag[] {
  const visitor = Object.hasOwn(visitorPages, key) ? visitorPages[key] : undefined;
  const pageLanguage: Language = visitor || key === NOT_FOUND ? language : 'es';
  const { title, description } = visitor
    ? visitor(language, translate)
    : key === NOT_FOUND
      ? { title: `${translate(language, 'notFound.title')} | ChapinBox`, description: translate(language, 'meta.description') }
      : { title: `${staffPages[key] ?? 'ChapinBox'} | ChapinBox`, description: STAFF_DESCRIPTION };
  const image = `${origin}${shareImagePath(pageLanguage)}`;
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', name: 'description', content: description },
  ];
  if (visitor) {
    const address = (lang: Language) => `${origin}${languageAddress(key, lang)}`;
    tags.push(
      { tag: 'link', rel: 'canonical', href: address(language) },
      { tag: 'link', rel: 'alternate', hreflang: 'es', href: address('es') },
      { tag: 'link', rel: 'alternate', hreflang: 'en', href: address('en') },
      // Without ?lang= the server picks the visitor's language (the lang cookie, Accept-Language).
      { tag: 'link', rel: 'alternate', hreflang: 'x-default', href: `${origin}${key}` },
      { tag: 'meta', property: 'og:url', content: address(language) },
    );
  } else {
    tags.push({ tag: 'meta', name: 'robots', content: 'noindex, nofollow' });
  }
  tags.push(
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:description', content: description },
    { tag: 'meta', property: 'og:locale', content: LOCALES[pageLanguage] },
  );
  if (visitor) tags.push({ tag: 'meta', property: 'og:locale:alternate', content: LOCALES[language === 'es' ? 'en' : 'es'] });
  tags.push(
    { tag: 'meta', property: 'og:image', content: image },
    { tag: 'meta', property: 'og:image:type', content: 'image/png' },
    { tag: 'meta', property: 'og:image:width', content: '1200' },
    { tag: 'meta', property: 'og:image:height', content: '630' },
    { tag: 'meta', property: 'og:image:alt', content: translate(pageLanguage, 'meta.title') },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: description },
    { tag: 'meta', name: 'twitter:image', content: image },
  );
  return tags;
}
