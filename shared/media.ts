import * as z from 'zod/mini';

/** Where staff may place photos and videos on the landing page (docs/product.md#media-library). */
export const mediaSlots = [
  'hero',
  'box-partyMix',
  'box-candyMix',
  'box-spicyMix',
  'box-chocoBox',
  'carousel',
  'choco-promo',
  'why-gallery',
  'place-atitlan',
  'place-antigua',
  'place-semuc',
  'place-tikal',
  'place-xetulul',
] as const;
export type MediaSlot = (typeof mediaSlots)[number];
export const isMediaSlot = (value: unknown): value is MediaSlot => (mediaSlots as readonly string[]).includes(value as string);

/** The most a photo may weigh and hold (larger ones are refused with 413). */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Videos go through the same multipart upload; longer clips belong on a video host (site settings' video addresses). */
export const VIDEO_MAX_BYTES = 60 * 1024 * 1024;
/** The widths each photo is made in (only those up to its own width, and its own width when smaller than the largest). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_ALT_MAX_LENGTH = 300;
/** The most items one slot holds. */
export const SLOT_MAX_ITEMS = 12;

/** What the file input offers; the server decides by the file's content, not by this. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4';

const altText = (language: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Escribe el texto alternativo en ${language}`),
    z.maxLength(MEDIA_ALT_MAX_LENGTH, `El texto alternativo en ${language} es demasiado largo (máximo ${MEDIA_ALT_MAX_LENGTH} caracteres)`),
  );

/** The text fields of POST /api/admin/media (multipart, beside `file`). */
export const mediaUploadFieldsSchema = z.object({ alt_es: altText('español'), alt_en: altText('inglés') });
export type MediaUploadFields = z.infer<typeof mediaUploadFieldsSchema>;

export const mediaVariantSchema = z.object({ format: z.enum(['avif', 'webp', 'mp4']), width: z.number(), url: z.string() });
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** A photo or video as the page and the admin show it. `placeholder` is a tiny data URI (null for videos). */
export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  width: z.number(),
  height: z.number(),
  alt: z.object({ es: z.string(), en: z.string() }),
  placeholder: z.nullable(z.string()),
  variants: z.array(mediaVariantSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The answer of POST /api/admin/media. */
export const mediaUploadResponseSchema = z.object({ media: mediaItemSchema });

/** GET /api/admin/media: newest first, with the bytes stored and where each is placed. */
export const mediaListResponseSchema = z.object({
  items: z.array(z.extend(mediaItemSchema, { bytes: z.number(), createdAt: z.string(), usedIn: z.array(z.string()) })),
});
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;
export type MediaListItem = MediaListResponse['items'][number];

export const mediaIdSchema = z.string().check(z.uuid('La foto o el video no existe'));

/** PUT /api/admin/media/slots/:slot */
export const mediaSlotRequestSchema = z.object({
  items: z.array(mediaIdSchema).check(z.maxLength(SLOT_MAX_ITEMS, `Un lugar admite como máximo ${SLOT_MAX_ITEMS} fotos o videos`)),
});
export type MediaSlotRequest = z.infer<typeof mediaSlotRequestSchema>;

/** The answer of PUT /api/admin/media/slots/:slot: the slot's items as saved. */
export const mediaSlotResponseSchema = z.object({ slot: z.string(), items: z.array(mediaItemSchema) });

/** GET /api/admin/media/slots: every slot with its items in order (empty: the illustration shows). */
export const mediaSlotsResponseSchema = z.object({ slots: z.record(z.string(), z.array(mediaItemSchema)) });
export type MediaSlotsResponse = z.infer<typeof mediaSlotsResponseSchema>;

/**
 * What the landing page needs: the items placed per slot (only slots with items), and a version
 * that grows with every placement change, so a page never swaps newer photos for older ones.
 */
export const publicMediaSchema = z.object({ version: z.number(), slots: z.record(z.string(), z.array(mediaItemSchema)) });
export type PublicMedia = z.infer<typeof publicMediaSchema>;

/** The slot's name as staff read it in /admin. */
export const mediaSlotLabels: Record<MediaSlot, string> = {
  hero: 'Portada',
  'box-partyMix': 'Galería de PARTY MIX',
  'box-candyMix': 'Galería de CANDY MIX',
  'box-spicyMix': 'Galería de SPICY MIX',
  'box-chocoBox': 'Galería de CHOCO BOX',
  carousel: 'Carrusel de productos',
  'choco-promo': 'Promoción de CHOCO BOX',
  'why-gallery': 'Galería «¿Por qué elegirnos?»',
  'place-atitlan': 'Lago de Atitlán',
  'place-antigua': 'Antigua Guatemala',
  'place-semuc': 'Semuc Champey',
  'place-tikal': 'Tikal',
  'place-xetulul': 'Xetulul',
};
