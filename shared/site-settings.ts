import * as z from 'zod/mini';
import { SHOP_TIME_ZONE_IDS } from './shop-time';
import { allBoxContentsSchema, publicBoxContentsSchema } from './box-contents';

/**
 * Site settings staff edit in /admin/settings (docs/product.md#site-settings): where each box
 * is sold and its Amazon Attribution tags, the phone lines, the contact e-mail, the social links, the videos, the offer and the
 * customers' testimonials, and what is inside each box. Every value but the discount may be unset (null, or no testimonial):
 * the page then shows no invented fact.
 * Defaults and the values derived from them (buy links, phone display) are in
 * site-settings-values.ts, without zod, for the landing page's first JavaScript.
 */

const MAX_URL_LENGTH = 2_048;

/** The address as the browser would read it, or null when it is not one. */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An https address on one of `hosts` (and, when given, with a path `path` accepts). */
function httpsUrl(hosts: readonly string[], message: string, path?: (url: URL) => boolean) {
  return z.string().check(
    z.trim(),
    z.maxLength(MAX_URL_LENGTH, `La dirección no puede tener más de ${MAX_URL_LENGTH} caracteres`),
    z.refine((value) => {
      const url = parseUrl(value);
      return !!url && url.protocol === 'https:' && !url.username && !url.password && !url.port && hosts.includes(url.hostname) && (!path || path(url));
    }, message),
  );
}

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
const asinSchema = z.string().check(z.trim(), z.regex(ASIN_PATTERN, 'El ASIN son 10 letras mayúsculas o cifras (p. ej. B0ABC12345)'));

export const MARKETPLACE_HOSTS = ['amazon.com', 'www.amazon.com'] as const;
const marketplaceUrlSchema = httpsUrl(MARKETPLACE_HOSTS, 'Debe ser una dirección https de amazon.com');

const productLinkSchema = z.object({ asin: z.nullable(asinSchema), marketplaceUrl: z.nullable(marketplaceUrlSchema) });

/** Where a visitor met a buy link: each may carry its own Amazon Attribution tag. */
export const ATTRIBUTION_CHANNELS = ['site', 'newsletter', 'qr', 'chat'] as const;
export type AttributionChannel = (typeof ATTRIBUTION_CHANNELS)[number];

export const MAX_ATTRIBUTION_TAG_LENGTH = 500;
/** name=value pairs joined by &, as Amazon Attribution hands them out (maas=…&ref_=…&aa_campaignid=…). */
const QUERY_STRING = /^[^\s&=#?]+=[^\s&#]*(?:&[^\s&=#?]+=[^\s&#]*)*$/;

/** The query string staff paste from Amazon Attribution; a leading ? or & is dropped. */
const attributionTagSchema = z.string().check(
  z.trim(),
  z.overwrite((value) => value.replace(/^[?&]+/, '')),
  z.maxLength(MAX_ATTRIBUTION_TAG_LENGTH, `La etiqueta no puede tener más de ${MAX_ATTRIBUTION_TAG_LENGTH} caracteres`),
  z.regex(QUERY_STRING, 'Pega solo los parámetros de Amazon Attribution, lo que va después de «?»: pares nombre=valor unidos por &, sin espacios (p. ej. maas=…&ref_=aa_maas)'),
);

const boxAttributionSchema = z.object({
  site: z.nullable(attributionTagSchema),
  newsletter: z.nullable(attributionTagSchema),
  qr: z.nullable(attributionTagSchema),
  chat: z.nullable(attributionTagSchema),
});

/** E.164: a plus sign, the country code and the number, 8 to 15 digits in all, nothing else. */
const phoneSchema = z.string().check(
  z.trim(),
  z.regex(/^\+[1-9]\d{7,14}$/, 'Escribe el número en formato internacional: + y el código de país, sin espacios ni guiones (p. ej. +1 y 10 cifras)'),
);

const emailSchema = z.string().check(z.trim(), z.maxLength(254, 'El correo no puede tener más de 254 caracteres'), z.regex(z.regexes.email, 'Introduce un correo válido'));

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
const socialHosts: Record<SocialNetwork, { hosts: string[]; name: string }> = {
  facebook: { hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com'], name: 'facebook.com' },
  instagram: { hosts: ['instagram.com', 'www.instagram.com'], name: 'instagram.com' },
  tiktok: { hosts: ['tiktok.com', 'www.tiktok.com'], name: 'tiktok.com' },
};
const socialUrlSchema = (network: SocialNetwork) =>
  httpsUrl(socialHosts[network].hosts, `Debe ser una dirección https de ${socialHosts[network].name}`, (url) => url.pathname.length > 1);

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const YOUTUBE_ID = /^[\w-]{11}$/;

/** A YouTube or Vimeo video page, or an .mp4 file: what the page's player plays. */
function isPlayableVideo(url: URL): boolean {
  if (YOUTUBE_HOSTS.includes(url.hostname)) {
    if (url.hostname === 'youtu.be') return YOUTUBE_ID.test(url.pathname.slice(1));
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1];
    return !!id && YOUTUBE_ID.test(id);
  }
  if (VIMEO_HOSTS.includes(url.hostname)) return /^\/(?:video\/)?\d+$/.test(url.pathname);
  return /\.mp4$/i.test(url.pathname);
}

const videoUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(MAX_URL_LENGTH, `La dirección no puede tener más de ${MAX_URL_LENGTH} caracteres`),
  z.refine((value) => {
    const url = parseUrl(value);
    return !!url && url.protocol === 'https:' && !url.username && !url.password && isPlayableVideo(url);
  }, 'Debe ser un video https de YouTube o Vimeo, o un archivo .mp4'),
);

export const MIN_DISCOUNT_PERCENT = 1;
export const MAX_DISCOUNT_PERCENT = 90;
const discountMessage = `El descuento es un número entero entre ${MIN_DISCOUNT_PERCENT} y ${MAX_DISCOUNT_PERCENT}`;

export const MAX_OFFER_CODE_LENGTH = 30;
const offerCodeSchema = z.string().check(
  z.trim(),
  z.regex(new RegExp(`^[A-Za-z0-9-]{3,${MAX_OFFER_CODE_LENGTH}}$`), `El código son de 3 a ${MAX_OFFER_CODE_LENGTH} letras sin tildes, cifras o guiones (p. ej. CHAPIN15)`),
);

const offerSchema = z.object({
  discountPercent: z.number(discountMessage).check(z.int(discountMessage), z.minimum(MIN_DISCOUNT_PERCENT, discountMessage), z.maximum(MAX_DISCOUNT_PERCENT, discountMessage)),
  /** When the offer ends (ISO 8601 with its offset); null: no end, so no countdown. */
  endsAt: z.nullable(z.iso.datetime({ offset: true, message: 'Fecha y hora no válidas' })),
  // How a buyer redeems the discount: a promotion code, an Amazon coupon page, or neither (then
  // the page promises no code).
  code: z.nullable(offerCodeSchema),
  couponUrl: z.nullable(httpsUrl(MARKETPLACE_HOSTS, 'El cupón debe ser una dirección https de amazon.com')),
});

export const MAX_TESTIMONIALS = 6;
export const MAX_TESTIMONIAL_NAME_LENGTH = 60;
export const MAX_TESTIMONIAL_LOCATION_LENGTH = 60;
export const MAX_TESTIMONIAL_TEXT_LENGTH = 280;
const ratingMessage = 'La valoración es un número entero de 1 a 5 estrellas';
const ratingMissing = 'Elige cuántas estrellas dio el cliente (de 1 a 5)';

/** A short text a staff member wrote: trimmed, with at most `max` characters (and at least one when `required` says why). */
const staffText = (max: number, tooLong: string, required?: string) =>
  z.string().check(z.trim(), z.minLength(required ? 1 : 0, required), z.maxLength(max, tooLong));

/**
 * One customer's words as staff took them down (docs/decisions/0019-no-invented-facts.md): who
 * (a name, where they live), what they said, the stars they gave and whether they bought.
 */
const testimonialSchema = z.object({
  name: staffText(MAX_TESTIMONIAL_NAME_LENGTH, `El nombre no puede tener más de ${MAX_TESTIMONIAL_NAME_LENGTH} caracteres`, 'Escribe el nombre del cliente'),
  /** Where the customer lives ('Houston, TX'); null: not shown. */
  location: z.nullable(staffText(MAX_TESTIMONIAL_LOCATION_LENGTH, `El lugar no puede tener más de ${MAX_TESTIMONIAL_LOCATION_LENGTH} caracteres`)),
  text: staffText(MAX_TESTIMONIAL_TEXT_LENGTH, `El testimonio no puede tener más de ${MAX_TESTIMONIAL_TEXT_LENGTH} caracteres`, 'Escribe lo que dijo el cliente'),
  rating: z.number(ratingMissing).check(z.int(ratingMessage), z.minimum(1, ratingMessage), z.maximum(5, ratingMessage)),
  /** Staff checked that this customer bought: the card says "Compra verificada". */
  verified: z.boolean('Indica si la compra está verificada'),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

const testimonialListSchema = z.array(testimonialSchema).check(z.maxLength(MAX_TESTIMONIALS, `Como máximo ${MAX_TESTIMONIALS} testimonios por idioma`));

export const siteSettingsSchema = z.object({
  products: z.object({ partyMix: productLinkSchema, candyMix: productLinkSchema, spicyMix: productLinkSchema, chocoBox: productLinkSchema }),
  /** Each box's Amazon Attribution tag per channel, added to its listing's address (buyUrl). */
  attribution: z.object({ partyMix: boxAttributionSchema, candyMix: boxAttributionSchema, spicyMix: boxAttributionSchema, chocoBox: boxAttributionSchema }),
  /** The Spanish- and English-speaking lines, E.164. */
  phones: z.object({ es: z.nullable(phoneSchema), en: z.nullable(phoneSchema) }),
  contactEmail: z.nullable(emailSchema),
  social: z.object({
    facebook: z.nullable(socialUrlSchema('facebook')),
    instagram: z.nullable(socialUrlSchema('instagram')),
    tiktok: z.nullable(socialUrlSchema('tiktok')),
  }),
  videos: z.object({
    hero: z.nullable(videoUrlSchema),
    partyMix: z.nullable(videoUrlSchema),
    candyMix: z.nullable(videoUrlSchema),
    spicyMix: z.nullable(videoUrlSchema),
    chocoBox: z.nullable(videoUrlSchema),
  }),
  offer: offerSchema,
  /** The testimonials strip's cards, per page language; none: the strip is not shown. */
  testimonials: z.object({ es: testimonialListSchema, en: testimonialListSchema }),
  /** WhatsApp number (E.164) for "Hablar con una persona" in the chat and the footer; null: not shown. */
  whatsapp: z.nullable(phoneSchema),
  /** The clock staff schedule campaigns on (shared/shop-time.ts). */
  shopTimeZone: z.enum(SHOP_TIME_ZONE_IDS, 'Elige una zona horaria de la lista'),
  /** What is inside each box (shared/box-contents.ts), edited by every staff member in its own section. */
  boxContents: allBoxContentsSchema,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const versionSchema = z.number().check(z.int(), z.nonnegative());

/** GET /api/admin/settings (staff) and the answer of PUT. */
export const siteSettingsResponseSchema = z.object({
  settings: siteSettingsSchema,
  /** Changes with every save; PUT sends the one it started from (409 when another save came first). */
  version: versionSchema,
  /** ISO 8601; null while the defaults have never been saved. */
  updatedAt: z.nullable(z.string()),
});

export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

/** PUT /api/admin/settings (admins): the whole document, and the version it was edited from. */
export const siteSettingsUpdateRequestSchema = z.object({ settings: siteSettingsSchema, version: versionSchema });

export type SiteSettingsUpdateRequest = z.infer<typeof siteSettingsUpdateRequestSchema>;

/**
 * The settings as every visitor gets them (GET /api/config, the landing page's data block):
 * the values and their version, nothing about who saved them. Read leniently: the server
 * checked every value when it was saved.
 */
const nullableText = z.nullable(z.string());
const lenientProductLink = z.object({ asin: nullableText, marketplaceUrl: nullableText });
const lenientAttribution = z.object({ site: nullableText, newsletter: nullableText, qr: nullableText, chat: nullableText });
const lenientTestimonials = z.array(z.object({ name: z.string(), location: nullableText, text: z.string(), rating: z.number(), verified: z.boolean() }));
export const publicSiteSettingsSchema = z.object({
  version: z.number(),
  products: z.object({ partyMix: lenientProductLink, candyMix: lenientProductLink, spicyMix: lenientProductLink, chocoBox: lenientProductLink }),
  attribution: z.object({ partyMix: lenientAttribution, candyMix: lenientAttribution, spicyMix: lenientAttribution, chocoBox: lenientAttribution }),
  phones: z.object({ es: nullableText, en: nullableText }),
  contactEmail: nullableText,
  social: z.object({ facebook: nullableText, instagram: nullableText, tiktok: nullableText }),
  videos: z.object({ hero: nullableText, partyMix: nullableText, candyMix: nullableText, spicyMix: nullableText, chocoBox: nullableText }),
  offer: z.object({ discountPercent: z.number(), endsAt: nullableText, code: nullableText, couponUrl: nullableText }),
  testimonials: z.object({ es: lenientTestimonials, en: lenientTestimonials }),
  whatsapp: nullableText,
  shopTimeZone: z.enum(SHOP_TIME_ZONE_IDS),
  boxContents: publicBoxContentsSchema,
});

export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;
