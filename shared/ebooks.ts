import * as z from 'zod/mini';

/** A staff-facing file name: what the browser reports, without control characters. */
const fileNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'El nombre del archivo es obligatorio'),
  z.maxLength(200, 'El nombre del archivo es demasiado largo (máximo 200 caracteres)'),
  // oxlint-disable-next-line no-control-regex -- control characters are what this refuses.
  z.refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'El nombre del archivo contiene caracteres no válidos'),
);

/** Bytes; the upper limit (EBOOK_MAX_BYTES) is the server's configuration, answered with 413. */
const fileSizeSchema = z.number().check(z.int('El tamaño debe ser un número entero de bytes'), z.positive('El archivo está vacío'));

/** POST /api/admin/ebook/upload-url */
export const ebookUploadUrlRequestSchema = z.object({ fileName: fileNameSchema, fileSize: fileSizeSchema });
export const ebookUploadUrlResponseSchema = z.object({ uploadURL: z.string(), fileId: z.string() });

/** POST /api/admin/ebook/confirm-upload, after the browser's PUT to `uploadURL`. */
export const ebookConfirmRequestSchema = z.object({
  fileId: z.uuid('Identificador de archivo no válido'),
  fileName: fileNameSchema,
  fileSize: fileSizeSchema,
});

export const ebookIdSchema = z.uuid('Identificador de archivo no válido');

/** An uploaded ebook; `downloadUrl` is a short-lived presigned GET, never stored. */
export const ebookFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  /** ISO 8601. */
  updated: z.string(),
  downloadUrl: z.string(),
});

/** GET /api/admin/ebooks/list */
export const ebookListResponseSchema = z.object({
  totalCount: z.number(),
  files: z.array(ebookFileSchema),
});

/** GET /api/vip/ebook/download?token= (a confirmed subscriber's token, else 403): the newest ebook, or 404 `{message}`. */
export const ebookDownloadResponseSchema = z.object({ downloadURL: z.string() });

export type EbookUploadUrlRequest = z.infer<typeof ebookUploadUrlRequestSchema>;
export type EbookUploadUrlResponse = z.infer<typeof ebookUploadUrlResponseSchema>;
export type EbookConfirmRequest = z.infer<typeof ebookConfirmRequestSchema>;
export type EbookFile = z.infer<typeof ebookFileSchema>;
export type EbookListResponse = z.infer<typeof ebookListResponseSchema>;
export type EbookDownloadResponse = z.infer<typeof ebookDownloadResponseSchema>;

/** The one file type accepted (docs/product.md#ebooks). */
export const EBOOK_MIME_TYPE = 'application/pdf';
