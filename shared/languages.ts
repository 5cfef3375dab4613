export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const isLanguage = (value: unknown): value is Language => value === 'es' || value === 'en';

/** Key under which the browser stores the visitor's choice (the server reads a `lang` cookie mirror). */
export const LANGUAGE_STORAGE_KEY = 'chapinbox-language';
export const LANGUAGE_COOKIE = 'lang';
