export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const isLanguage = (value: unknown): value is Language => value === 'es' || value === 'en';

/** Key under which the browser stores the visitor's choice (the server reads a `lang` cookie mirror). */
export const LANGUAGE_STORAGE_KEY = 'chapinbox-language';
export const LANGUAGE_COOKIE = 'lang';

/**
 * A visitor page's address in `language` for links search engines read (canonical, hreflang,
 * sitemap): the default language's is the bare path, which is also the x-default, so the page
 * at `/` names itself as canonical; the other has `?lang=`.
 */
export const languageAddress = (path: string, language: Language) => (language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`);
