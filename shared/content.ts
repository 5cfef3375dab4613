import * as z from 'zod/mini';

/** Keys of editable site content: the same dotted paths as the translations (e.g. hero.title). */
export const contentPathSchema = z.string().check(
  z.maxLength(120),
  z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,6}$/, 'must be a dotted content path'),
);

const textsSchema = z.record(contentPathSchema, z.string().check(z.maxLength(4_000)));

/** Published (and draft) site content: texts per language that replace the defaults, and the order of sections. */
export const siteContentSchema = z.strictObject({
  texts: z.strictObject({ es: z.optional(textsSchema), en: z.optional(textsSchema) }),
  sectionsOrder: z.optional(z.array(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/))).check(z.maxLength(40))),
});

export type SiteContent = z.infer<typeof siteContentSchema>;

export const emptySiteContent: SiteContent = { texts: {} };

export const CONTENT_STORAGE_KEY = 'chapinbox-content';
export const SECTIONS_ORDER_STORAGE_KEY = 'chapinbox-sections-order';
