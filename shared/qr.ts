import * as z from 'zod/mini';

const QR_URL_MAX_LENGTH = 2_048;
export const QR_TITLE_MAX_LENGTH = 100;
export const QR_CAMPAIGN_MAX_LENGTH = 50;

/** The utm_source of a tagged QR code's address: the Insights page counts its visits under it. */
export const QR_SOURCE = 'qr';

/** POST /api/admin/qr/generate: only http(s) addresses of sane length, a short title and, optionally, a campaign name. */
export const qrRequestSchema = z.object({
  url: z.string().check(
    z.trim(),
    z.maxLength(QR_URL_MAX_LENGTH, `La dirección es demasiado larga (máximo ${QR_URL_MAX_LENGTH} caracteres)`),
    z.url({ protocol: /^https?$/, error: 'La dirección debe empezar por http:// o https://' }),
  ),
  title: z.string().check(
    z.trim(),
    z.minLength(1, 'El título es obligatorio'),
    z.maxLength(QR_TITLE_MAX_LENGTH, `El título es demasiado largo (máximo ${QR_TITLE_MAX_LENGTH} caracteres)`),
  ),
  /** Tags the address with utm_source=qr&utm_campaign=<campaign>; it goes into an address as it is, hence the narrow alphabet. */
  campaign: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(QR_CAMPAIGN_MAX_LENGTH, `El nombre de la campaña es demasiado largo (máximo ${QR_CAMPAIGN_MAX_LENGTH} caracteres)`),
      z.regex(/^[A-Za-z0-9-]+$/, 'El nombre de la campaña solo admite letras sin tildes ni eñes, cifras y guiones (p. ej. feria-agexport-2026)'),
    ),
  ),
});

/** The answer of POST /api/admin/qr/generate: the code just stored. `qrCode` is a PNG data URL; `url` the address it encodes, tags included. */
export const qrResponseSchema = z.object({
  id: z.number(),
  qrCode: z.string().check(z.startsWith('data:image/png;base64,')),
  title: z.string(),
  campaign: z.nullable(z.string()),
  url: z.string(),
});

/**
 * GET /api/admin/qr/codes: the codes staff made, newest first. `visits` (visitors a day, summed)
 * and `signUps` (new VIP members) came in through the code's campaign; null for a code without
 * one, whose visits cannot be told from any other.
 */
export const qrCodeListSchema = z.object({
  codes: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      campaign: z.nullable(z.string()),
      url: z.string(),
      createdAt: z.iso.datetime(),
      /** The staff member's name, null once their account is gone. */
      createdBy: z.nullable(z.string()),
      visits: z.nullable(z.number()),
      signUps: z.nullable(z.number()),
    }),
  ),
});

/** The file name a code's PNG downloads as. */
export const qrFileName = (campaign: string | null) => `codigo-qr-${campaign ?? 'agexport'}.png`;

export type QrRequest = z.infer<typeof qrRequestSchema>;
export type QrResponse = z.infer<typeof qrResponseSchema>;
export type QrCodeList = z.infer<typeof qrCodeListSchema>;
export type QrCodeSummary = QrCodeList['codes'][number];
