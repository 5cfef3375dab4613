import * as z from 'zod/mini';

const QR_URL_MAX_LENGTH = 2_048;
export const QR_TITLE_MAX_LENGTH = 100;

/** POST /api/admin/qr/generate: only http(s) addresses of sane length and a short title. */
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
});

/** `qrCode` is a PNG data URL. */
export const qrResponseSchema = z.object({
  qrCode: z.string().check(z.startsWith('data:image/png;base64,')),
  title: z.string(),
  url: z.string(),
});

export type QrRequest = z.infer<typeof qrRequestSchema>;
export type QrResponse = z.infer<typeof qrResponseSchema>;
