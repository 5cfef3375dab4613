import * as z from 'zod/mini';
import { ALLERGENS, WEIGHT_UNITS } from './box-contents-values';

/**
 * What is inside each box (docs/product.md#box-contents), a section of the site settings staff
 * edit in /admin/box-contents: per box, its net weight and allergens (facts of the box, the same
 * in both languages) and, per page language, its snacks, dietary notes and best-before guidance.
 * Everything may be empty: the page then shows nothing of it.
 */

export const MAX_SNACKS = 60;
export const MAX_SNACK_NAME_LENGTH = 80;
export const MAX_SNACK_BRAND_LENGTH = 60;
export const MAX_SNACK_COUNTRY_LENGTH = 60;
export const MAX_DIETARY_NOTES_LENGTH = 600;
export const MAX_BEST_BEFORE_LENGTH = 300;
/** Larger than any box, small enough to catch a slip of the keyboard. */
export const MAX_WEIGHT_VALUE = 100_000;

const text = (max: number, tooLong: string, required?: string) => z.string().check(z.trim(), z.minLength(required ? 1 : 0, required), z.maxLength(max, tooLong));

const weightMessage = `El peso es un número mayor que 0 y de hasta ${MAX_WEIGHT_VALUE.toLocaleString('es')}`;
export const weightSchema = z.object({
  value: z.number(weightMessage).check(
    z.gt(0, weightMessage),
    z.lte(MAX_WEIGHT_VALUE, weightMessage),
  ),
  unit: z.enum(WEIGHT_UNITS, 'Elige gramos (g) u onzas (oz)'),
});
export type Weight = z.infer<typeof weightSchema>;

export const snackSchema = z.object({
  name: text(MAX_SNACK_NAME_LENGTH, `El nombre no puede tener más de ${MAX_SNACK_NAME_LENGTH} caracteres`, 'Escribe el nombre del snack'),
  /** null: not shown. */
  brand: z.nullable(text(MAX_SNACK_BRAND_LENGTH, `La marca no puede tener más de ${MAX_SNACK_BRAND_LENGTH} caracteres`)),
  /** Guatemala, El Salvador or another country as staff typed it; null: not shown. */
  country: z.nullable(text(MAX_SNACK_COUNTRY_LENGTH, `El país no puede tener más de ${MAX_SNACK_COUNTRY_LENGTH} caracteres`)),
  weight: z.nullable(weightSchema),
});
export type Snack = z.infer<typeof snackSchema>;

const boxContentsTextSchema = z.object({
  snacks: z.array(snackSchema).check(z.maxLength(MAX_SNACKS, `Como máximo ${MAX_SNACKS} snacks por caja e idioma`)),
  dietaryNotes: z.nullable(text(MAX_DIETARY_NOTES_LENGTH, `Las notas no pueden tener más de ${MAX_DIETARY_NOTES_LENGTH} caracteres`)),
  bestBefore: z.nullable(text(MAX_BEST_BEFORE_LENGTH, `La indicación no puede tener más de ${MAX_BEST_BEFORE_LENGTH} caracteres`)),
});
export type BoxContentsText = z.infer<typeof boxContentsTextSchema>;

export const boxContentsSchema = z.object({
  netWeight: z.nullable(weightSchema),
  /** The major allergens the box contains, each once; empty: staff stated none (the page says nothing). */
  allergens: z.array(z.enum(ALLERGENS, 'Alérgeno desconocido')).check(z.refine((list) => new Set(list).size === list.length, 'Cada alérgeno va una sola vez')),
  es: boxContentsTextSchema,
  en: boxContentsTextSchema,
});
export type BoxContents = z.infer<typeof boxContentsSchema>;

export const allBoxContentsSchema = z.object({ partyMix: boxContentsSchema, candyMix: boxContentsSchema, spicyMix: boxContentsSchema, chocoBox: boxContentsSchema });
export type AllBoxContents = z.infer<typeof allBoxContentsSchema>;

const versionSchema = z.number().check(z.int(), z.nonnegative());

/** PUT /api/admin/box-contents (staff): every box's contents, and the settings version they were edited from. */
export const boxContentsUpdateRequestSchema = z.object({ boxContents: allBoxContentsSchema, version: versionSchema });
export type BoxContentsUpdateRequest = z.infer<typeof boxContentsUpdateRequestSchema>;

/** GET /api/admin/box-contents and the answer of PUT: the contents as saved, with the settings' version. */
export const boxContentsResponseSchema = z.object({ boxContents: allBoxContentsSchema, version: versionSchema, updatedAt: z.nullable(z.string()) });
export type BoxContentsResponse = z.infer<typeof boxContentsResponseSchema>;

/** The contents as visitors get them inside the public settings, read leniently (the server checked them when saved). */
const lenientWeight = z.nullable(z.object({ value: z.number(), unit: z.enum(WEIGHT_UNITS) }));
const lenientText = z.object({
  snacks: z.array(z.object({ name: z.string(), brand: z.nullable(z.string()), country: z.nullable(z.string()), weight: lenientWeight })),
  dietaryNotes: z.nullable(z.string()),
  bestBefore: z.nullable(z.string()),
});
const lenientBox = z.object({ netWeight: lenientWeight, allergens: z.array(z.enum(ALLERGENS)), es: lenientText, en: lenientText });
export const publicBoxContentsSchema = z.object({ partyMix: lenientBox, candyMix: lenientBox, spicyMix: lenientBox, chocoBox: lenientBox });
