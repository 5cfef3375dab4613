import * as z from 'zod/mini';

/**
 * The FAQ staff edit in /admin/faq (docs/product.md#faq): ordered questions with their answers
 * in both languages. Answers are Markdown (shared/markdown.ts) and never HTML: the landing page
 * shows them, the FAQPage structured data states them and the chat guide answers with them.
 */

export const FAQ_QUESTION_MAX_LENGTH = 300;
export const FAQ_ANSWER_MAX_LENGTH = 3_000;
export const FAQ_MAX_ITEMS = 50;

// An opening or closing tag (`<b>`, `</p>`, `<img …>`) or a comment; `<https://…>` stays a Markdown link.
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:[\s/>]|$)|<!--/i;
export const containsHtml = (text: string) => HTML_TAG.test(text);

const NO_HTML = 'Escribe el texto sin HTML: usa Markdown (**negrita**, *cursiva*, listas con «-», [enlace](https://…))';

function faqText(what: string, max: number) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `${what} es obligatoria`),
    z.maxLength(max, `${what} no puede tener más de ${max} caracteres`),
    z.refine((value) => !containsHtml(value), NO_HTML),
  );
}

const inBothLanguages = (schema: ReturnType<typeof faqText>) => z.object({ es: schema, en: schema });

export const faqEntrySchema = z.object({
  question: inBothLanguages(faqText('La pregunta', FAQ_QUESTION_MAX_LENGTH)),
  answer: inBothLanguages(faqText('La respuesta', FAQ_ANSWER_MAX_LENGTH)),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** PUT /api/admin/faq: the whole list in its order, replacing the one stored. */
export const faqUpdateSchema = z.object({
  items: z.array(faqEntrySchema).check(z.maxLength(FAQ_MAX_ITEMS, `Como máximo ${FAQ_MAX_ITEMS} preguntas`)),
});
export type FaqUpdate = z.infer<typeof faqUpdateSchema>;

const localized = z.object({ es: z.string(), en: z.string() });
export const faqItemSchema = z.object({ id: z.number(), question: localized, answer: localized });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** GET /api/faq and the answer of PUT /api/admin/faq. */
export const faqListSchema = z.object({ items: z.array(faqItemSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

/** Longest question kept in the list of questions the guide could not answer. */
export const UNANSWERED_TEXT_MAX_LENGTH = 200;

/** GET /api/admin/chat/unanswered: what visitors asked that the guide could not answer, most asked first. */
export const unansweredListSchema = z.object({
  questions: z.array(z.object({ text: z.string(), count: z.number(), lastAskedAt: z.string() })),
});
export type UnansweredList = z.infer<typeof unansweredListSchema>;

/** POST /api/admin/chat/unanswered/dismiss: staff dismiss one question. */
export const unansweredDismissSchema = z.object({ text: z.string().check(z.minLength(1), z.maxLength(UNANSWERED_TEXT_MAX_LENGTH)) });
