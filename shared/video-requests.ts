import * as z from 'zod/mini';
import { languageSchema } from './language-schema';

/** The simple shape the form accepts: text, at sign, text, dot, text (docs/product.md#video-requests). */
const VIDEO_EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const VIDEO_TOPIC_MAX = 2_000;

/**
 * POST /api/video-requests. The messages are the form's own (docs/product.md#messages); it shows them in the
 * visitor's language by the path (topic, email blank or email shape).
 */
export const videoRequestSchema = z.object({
  topic: z.string().check(z.trim(), z.minLength(1, 'required field (Tema)'), z.maxLength(VIDEO_TOPIC_MAX)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'required field (Email)', abort: true }),
      z.maxLength(254),
      z.regex(VIDEO_EMAIL_SHAPE, 'Por favor ingresa un email válido'),
    ),
  language: z._default(languageSchema, 'es'),
});

export type VideoRequestInput = z.input<typeof videoRequestSchema>;

export const videoRequestCreatedSchema = z.object({ id: z.string() });

/** stored: kept here only; queued: waiting for the webhook; forwarded; failed: gave up after every retry. */
const videoRequestStatusSchema = z.enum(['stored', 'queued', 'forwarded', 'failed']);
export type VideoRequestStatus = z.infer<typeof videoRequestStatusSchema>;

const videoRequestItemSchema = z.object({
  id: z.string(),
  topic: z.string(),
  email: z.string(),
  language: languageSchema,
  status: videoRequestStatusSchema,
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  forwardedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type VideoRequestItem = z.infer<typeof videoRequestItemSchema>;

/** GET /api/admin/video-requests?page=&pageSize= (staff). */
export const videoRequestListSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  requests: z.array(videoRequestItemSchema),
});

export type VideoRequestList = z.infer<typeof videoRequestListSchema>;

/** Query of the staff list: newest first, pages of up to 100. */
export const videoRequestListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});
