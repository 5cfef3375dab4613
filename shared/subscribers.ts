import * as z from 'zod/mini';
import { languageSchema } from './language-schema';
import { VIP_EMAIL_MAX_LENGTH } from './vip';

// The staff's subscriber list (admin only; the counts and the daily chart are for all staff).
export const SUBSCRIBERS_PAGE_SIZE_DEFAULT = 25;
const SUBSCRIBERS_PAGE_SIZE_MAX = 100;

const positiveInt = (fallback: number, max?: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), ...(max ? [z.maximum(max)] : [])), fallback);

/** GET /api/vip/subscribers?search=&page=&pageSize= */
export const subscribersQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(VIP_EMAIL_MAX_LENGTH)), ''),
  page: positiveInt(1, 1_000_000),
  pageSize: positiveInt(SUBSCRIBERS_PAGE_SIZE_DEFAULT, SUBSCRIBERS_PAGE_SIZE_MAX),
});

export type SubscribersQuery = z.input<typeof subscribersQuerySchema>;

const subscriberStatusSchema = z.enum(['pending', 'confirmed']);

/** One row of the staff table, with consent and confirmation (docs/product.md#subscribers). */
const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  subscribedAt: z.string(),
  source: z.string(),
  language: languageSchema,
  isActive: z.boolean(),
  status: subscriberStatusSchema,
  acceptsEmails: z.boolean(),
});

export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscribersResponseSchema = z.object({
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
  subscribers: z.array(subscriberSchema),
});

export type SubscribersResponse = z.infer<typeof subscribersResponseSchema>;

/** GET /api/vip/subscribers/counts: the stat cards alone, for every staff member's overview (no e-mail in it). */
export const subscriberCountsSchema = z.object({ total: z.number(), active: z.number() });
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const SIGNUPS_CHART_DAYS = 30;

/** GET /api/vip/subscribers/daily?tz=: sign-ups per day over the last 30 days, oldest first. */
export const dailySignUpsQuerySchema = z.object({
  tz: z._default(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]+$/)), 'UTC'),
});

export const dailySignUpsResponseSchema = z.object({
  days: z.array(z.object({ date: z.string(), count: z.number() })),
});

export type DailySignUpsResponse = z.infer<typeof dailySignUpsResponseSchema>;

/** The CSV export's file name for a day: vip-subscribers-YYYY-MM-DD.csv. */
export const subscribersExportFileName = (day: Date) => `vip-subscribers-${day.toISOString().slice(0, 10)}.csv`;
