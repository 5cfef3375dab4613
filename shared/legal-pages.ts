import * as z from 'zod/mini';
import { LEGAL_PAGE_SLUGS } from './legal-page-paths';

/** The legal pages' schemas, for staff's editor and the server (docs/product.md#legal-pages). */

export const MAX_LEGAL_TITLE_LENGTH = 120;
export const MAX_LEGAL_MARKDOWN_LENGTH = 40_000;

/**
 * An HTML tag or comment: `<p>`, `</div>`, `<br/>`, `<!--`. A Markdown autolink (`<https://…>`,
 * `<hola@…>`) is not one: a colon or @ follows its first word.
 */
const HTML_TAG = /<!--|<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;
export const containsHtml = (text: string) => HTML_TAG.test(text);
export const HTML_REFUSED = 'Escribe el texto en Markdown, sin etiquetas HTML (como <p> o <br>): **negrita**, *cursiva*, listas con - y enlaces [texto](https://…)';

const title = (language: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Escribe el título en ${language}`),
    z.maxLength(MAX_LEGAL_TITLE_LENGTH, `El título no puede tener más de ${MAX_LEGAL_TITLE_LENGTH} caracteres`),
    z.refine((text) => !containsHtml(text), HTML_REFUSED),
  );

const markdown = (language: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Escribe el texto en ${language}`),
    z.maxLength(MAX_LEGAL_MARKDOWN_LENGTH, `El texto no puede tener más de ${MAX_LEGAL_MARKDOWN_LENGTH.toLocaleString('es')} caracteres`),
    z.refine((text) => !containsHtml(text), HTML_REFUSED),
  );

/** PUT /api/admin/pages/:slug (staff): the page's title and text in both languages. */
export const legalPageUpdateSchema = z.object({
  title: z.object({ es: title('español'), en: title('inglés') }),
  markdown: z.object({ es: markdown('español'), en: markdown('inglés') }),
});
export type LegalPageUpdate = z.infer<typeof legalPageUpdateSchema>;

/** GET /api/pages/:slug and the answer of PUT; `draft`: still the starting text, never saved by staff. */
export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS),
  title: z.object({ es: z.string(), en: z.string() }),
  markdown: z.object({ es: z.string(), en: z.string() }),
  draft: z.boolean(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** POST /api/admin/pages/preview: one language's page as visitors will see it. */
export const legalPagePreviewRequestSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS),
  language: z.enum(['es', 'en']),
  title: z.string().check(z.maxLength(MAX_LEGAL_TITLE_LENGTH)),
  markdown: z.string().check(z.maxLength(MAX_LEGAL_MARKDOWN_LENGTH)),
});
export type LegalPagePreviewRequest = z.infer<typeof legalPagePreviewRequestSchema>;
export const legalPagePreviewResponseSchema = z.object({ html: z.string() });
