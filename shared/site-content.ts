import * as z from 'zod/mini';

/** Keys of editable site content: the same dotted paths as the translations (e.g. hero.title). */
const contentPathSchema = z.string().check(
  z.maxLength(120),
  z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,6}$/, 'must be a dotted content path'),
);

/** Largest text of one path, most paths one language may override, largest published document. */
const MAX_CONTENT_TEXT_LENGTH = 4_000;
const MAX_CONTENT_PATHS = 600;
export const MAX_CONTENT_BYTES = 64 * 1024;

const textsSchema = z
  .record(contentPathSchema, z.string().check(z.maxLength(MAX_CONTENT_TEXT_LENGTH)))
  .check(z.refine((texts) => Object.keys(texts).length <= MAX_CONTENT_PATHS, `at most ${MAX_CONTENT_PATHS} texts per language`));

/** Published (and draft) site content: texts per language that replace the defaults, and the order of sections. */
export const contentTextsSchema = z.strictObject({ es: z.optional(textsSchema), en: z.optional(textsSchema) });

/** Section ids of the landing page in the order staff chose. */
export const sectionsOrderSchema = z.array(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/))).check(z.maxLength(40));

export const siteContentSchema = z.strictObject({
  texts: contentTextsSchema,
  sectionsOrder: z.optional(sectionsOrderSchema),
});

export type SiteContent = z.infer<typeof siteContentSchema>;

export const emptySiteContent: SiteContent = { texts: {} };

export const CONTENT_STORAGE_KEY = 'chapinbox-content';
export const SECTIONS_ORDER_STORAGE_KEY = 'chapinbox-sections-order';
