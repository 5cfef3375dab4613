import * as z from 'zod/mini';
import { languageSchema } from './language-schema';

/** Longest address SMTP allows (RFC 5321 path limit). */
export const VIP_EMAIL_MAX_LENGTH = 254;

/** A trimmed e-mail with a real shape (local@domain.tld), as both sides check it. */
export const vipEmailSchema = z.string().check(z.trim(), z.maxLength(VIP_EMAIL_MAX_LENGTH), z.email());

/** Where a sign-up came from (vip_modal, feature_card…): short, plain text. */
export const vipSourceSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));

/** POST /api/vip/subscribe (seed 000 §3 plus the visitor's language for the welcome e-mail). */
export const vipSubscribeRequestSchema = z.object({
  email: vipEmailSchema,
  acceptsEmails: z.boolean(),
  source: z._default(vipSourceSchema, 'vip_modal'),
  language: z.optional(languageSchema),
});

export type VipSubscribeRequest = z.input<typeof vipSubscribeRequestSchema>;

/** 201 `{isAlreadySubscribed:false}` or 409 `{isAlreadySubscribed:true}`, with a message. */
export const vipSubscribeResponseSchema = z.object({
  isAlreadySubscribed: z.boolean(),
  message: z.string(),
});

export type VipSubscribeResponse = z.infer<typeof vipSubscribeResponseSchema>;

// ---- staff --------------------------------------------------------------------------------

export const VIP_PAGE_SIZE_DEFAULT = 25;
export const VIP_PAGE_SIZE_MAX = 100;

const positiveInt = (fallback: number, max?: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), ...(max ? [z.maximum(max)] : [])), fallback);

/** GET /api/vip/subscribers?search=&page=&pageSize= */
export const vipSubscribersQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(VIP_EMAIL_MAX_LENGTH)), ''),
  page: positiveInt(1, 1_000_000),
  pageSize: positiveInt(VIP_PAGE_SIZE_DEFAULT, VIP_PAGE_SIZE_MAX),
});

export type VipSubscribersQuery = z.input<typeof vipSubscribersQuerySchema>;

export const vipSubscriberStatusSchema = z.enum(['pending', 'confirmed']);

/** One row of the staff table (seed 001 §3 plus consent and confirmation). */
export const vipSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  subscribedAt: z.string(),
  source: z.string(),
  language: languageSchema,
  isActive: z.boolean(),
  status: vipSubscriberStatusSchema,
  acceptsEmails: z.boolean(),
});

export type VipSubscriber = z.infer<typeof vipSubscriberSchema>;

export const vipSubscribersResponseSchema = z.object({
  /** Every subscriber (stat card); at a million rows it may be up to 30 s old. */
  total: z.number(),
  /** Active subscribers (stat card), as fresh as `total`. */
  active: z.number(),
  /** Subscribers matching the search (= total without one), for the paging… */
  matches: z.number(),
  /** …counted no further than 1,000: true when there are more. */
  matchesCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  subscribers: z.array(vipSubscriberSchema),
});

export type VipSubscribersResponse = z.infer<typeof vipSubscribersResponseSchema>;

export const VIP_DAILY_DAYS = 30;

/** GET /api/vip/subscribers/daily?tz=: sign-ups per day over the last 30 days, oldest first. */
export const vipDailyQuerySchema = z.object({
  tz: z._default(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]+$/)), 'UTC'),
});

export const vipDailyResponseSchema = z.object({
  days: z.array(z.object({ date: z.string(), count: z.number() })),
});

export type VipDailyResponse = z.infer<typeof vipDailyResponseSchema>;

/** The CSV export's file name for a day: vip-subscribers-YYYY-MM-DD.csv. */
export const vipExportFileName = (day: Date) => `vip-subscribers-${day.toISOString().slice(0, 10)}.csv`;
