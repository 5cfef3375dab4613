import type { Language } from './languages';

/**
 * The pages a shop must have (docs/product.md#legal-pages) and their addresses, without zod: the
 * landing page's footer links them from its first JavaScript. Each page has a Spanish and an
 * English address, twins of each other.
 */
export const LEGAL_PAGE_SLUGS = ['privacidad', 'terminos', 'envios'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
export const isLegalPageSlug = (value: unknown): value is LegalPageSlug => (LEGAL_PAGE_SLUGS as readonly unknown[]).includes(value);

/** Where each page lives in each language. */
export const LEGAL_PAGE_PATHS: Record<LegalPageSlug, Record<Language, string>> = {
  privacidad: { es: '/privacidad', en: '/privacy' },
  terminos: { es: '/terminos', en: '/terms' },
  envios: { es: '/envios', en: '/shipping' },
};
