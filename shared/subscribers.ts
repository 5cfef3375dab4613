import * as z from 'zod/mini';
import { languageSchema } from './language-schema';
import { VIP_EMAIL_MAX_LENGTH, vipSourceSchema } from './vip';

// The staff's subscriber list (admin only; the counts and the daily chart are for all staff),
// docs/product.md#subscribers.
export const SUBSCRIBERS_PAGE_SIZE_DEFAULT = 25;
const SUBSCRIBERS_PAGE_SIZE_MAX = 100;
/** The deepest `page` an API caller may ask for (a bound on the number, not on the list's length in practice). */
export const SUBSCRIBERS_PAGE_MAX = 1_000_000;

/** Filter values of the list: a person is active or not, and pending or confirmed. */
export const SUBSCRIBER_STATUSES = ['active', 'inactive', 'pending', 'confirmed'] as const;
export type SubscriberStatusFilter = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * A subscriber's one state (docs/product.md#subscribers): pending or confirmed while active,
 * paused by staff, or suppressed (they left, their address bounced, or they reported spam),
 * which only their own new sign-up and confirmation undoes.
 */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'paused', 'unsubscribed', 'bounced', 'complained'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const SUPPRESSED_STATES = ['unsubscribed', 'bounced', 'complained'] as const satisfies readonly SubscriberState[];
export type Suppression = (typeof SUPPRESSED_STATES)[number];
export const isSuppressed = (state: SubscriberState): state is Suppression => (SUPPRESSED_STATES as readonly string[]).includes(state);

/** The state the list's columns say: a suppression wins, then a pause, then the confirmation. */
export const subscriberState = (row: { isActive: boolean; status: 'pending' | 'confirmed'; suppression: Suppression | null }): SubscriberState =>
  row.suppression ?? (row.isActive ? row.status : 'paused');

export const SUBSCRIBER_SORTS = ['subscribedAt', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The filters of the list, the export and "all matching" bulk actions. */
export const subscriberFilterSchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(VIP_EMAIL_MAX_LENGTH)), ''),
  status: z.optional(z.enum(SUBSCRIBER_STATUSES)),
  state: z.optional(z.enum(SUBSCRIBER_STATES)),
  source: z.optional(vipSourceSchema),
  language: z.optional(languageSchema),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;
export type SubscriberFilterInput = z.input<typeof subscriberFilterSchema>;

const sortSchema = {
  sort: z._default(z.enum(SUBSCRIBER_SORTS), 'subscribedAt'),
  /** Newest first by default; e-mails A→Z when sorted by e-mail and no order is given. */
  order: z.optional(z.enum(['asc', 'desc'])),
};

/** A page boundary the server handed out (opaque to the client). */
const cursorSchema = z.string().check(z.minLength(1), z.maxLength(1_024));

/**
 * GET /api/vip/subscribers: keyset paging (docs/decisions/0060-subscriber-list-keyset-paging.md):
 * no cursor is the first page, `after` the page after a row, `before` the page before one.
 * API callers may ask for a page by number instead (`page`, from 1: an offset into the same
 * filters and order, slower the deeper it is); never together with a cursor.
 */
export const subscribersQuerySchema = z
  .extend(subscriberFilterSchema, {
    ...sortSchema,
    after: z.optional(cursorSchema),
    before: z.optional(cursorSchema),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SUBSCRIBERS_PAGE_MAX))),
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SUBSCRIBERS_PAGE_SIZE_MAX)), SUBSCRIBERS_PAGE_SIZE_DEFAULT),
  })
  .check(
    z.refine((query) => query.page === undefined || (query.after === undefined && query.before === undefined), {
      message: 'Pide la página por número (page) o por posición (after/before), no de las dos formas',
      path: ['page'],
    }),
  );
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;
export type SubscribersQueryInput = z.input<typeof subscribersQuerySchema>;

/** GET /api/vip/subscribers/export: the list's filters and order, every matching row. */
export const subscribersExportQuerySchema = z.extend(subscriberFilterSchema, sortSchema);
export type SubscribersExportQuery = z.infer<typeof subscribersExportQuerySchema>;

/** The order the list and the export use when none is given. */
export const defaultOrder = (sort: SubscriberSort): SortOrder => (sort === 'email' ? 'asc' : 'desc');

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
  state: z.enum(SUBSCRIBER_STATES),
  /** When the state began (ISO 8601). */
  stateAt: z.string(),
  /** Why, in the mail provider's or staff's words; null when nothing more is known. */
  stateReason: z.nullable(z.string()),
});

export type Subscriber = z.infer<typeof subscriberSchema>;

/** The number of matches counted exactly; past it the list says "more than 1,000". */
export const SUBSCRIBER_MATCH_COUNT_CAP = 1_000;

export const subscribersResponseSchema = z.object({
  /** Every subscriber (stat card). */
  total: z.number(),
  /** Active subscribers (stat card). */
  active: z.number(),
  /** True when `total` and `active` come from a count up to 30 s old (a large list): shown as approximate. */
  countsApproximate: z.boolean(),
  /** Subscribers matching the filters (= total without any)… */
  matches: z.number(),
  /** …counted no further than 1,000: true when there are more. */
  matchesCapped: z.boolean(),
  pageSize: z.number(),
  /** The page's number (from 1), when it was asked for by `page`. */
  page: z.optional(z.number()),
  subscribers: z.array(subscriberSchema),
  /** `after` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
  /** `before` for the previous page; null on the first. */
  previousCursor: z.nullable(z.string()),
});

export type SubscribersResponse = z.infer<typeof subscribersResponseSchema>;

/** GET /api/vip/subscribers/sources: the sources the list's filter offers (at most 100, A→Z). */
export const SUBSCRIBER_SOURCES_MAX = 100;
export const subscriberSourcesResponseSchema = z.object({ sources: z.array(z.string()) });

/** GET /api/vip/subscribers/counts: the stat cards alone, for every staff member's overview (no e-mail in it). */
export const subscriberCountsSchema = z.object({
  total: z.number(),
  active: z.number(),
  /** From a count up to 30 s old (a large list): the cards say "approximate". */
  approximate: z._default(z.boolean(), false),
});
export type SubscriberCounts = z.output<typeof subscriberCountsSchema>;

// ---- changes -----------------------------------------------------------------------------

/** PATCH /api/vip/subscribers/:id */
export const subscriberPatchSchema = z.object({ isActive: z.boolean() });

export const SUBSCRIBER_BULK_IDS_MAX = 1_000;
export const SUBSCRIBER_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type SubscriberBulkAction = (typeof SUBSCRIBER_BULK_ACTIONS)[number];

/** POST /api/vip/subscribers/bulk: the rows ticked (`ids`) or every row matching `filter`, never both. */
export const subscriberBulkRequestSchema = z
  .object({
    action: z.enum(SUBSCRIBER_BULK_ACTIONS),
    ids: z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(SUBSCRIBER_BULK_IDS_MAX))),
    filter: z.optional(subscriberFilterSchema),
  })
  .check(
    z.refine((request) => (request.ids === undefined) !== (request.filter === undefined), {
      message: 'Indica los suscriptores (ids) o un filtro, no ambos',
      path: ['ids'],
    }),
  );
export type SubscriberBulkRequest = z.input<typeof subscriberBulkRequestSchema>;

export const subscriberBulkResponseSchema = z.object({ affected: z.number() });

// ---- import --------------------------------------------------------------------------------

/** Largest CSV file the import reads (docs/product.md#constants). */
export const SUBSCRIBER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Most data lines one file may hold. */
export const SUBSCRIBER_IMPORT_MAX_ROWS = 200_000;
/** A file with more bad lines than this is refused whole (it is most likely the wrong file). */
export const SUBSCRIBER_IMPORT_MAX_INVALID = 1_000;

/** 'true' or 'false' in a query string. */
const flagSchema = z.enum(['true', 'false']);

/**
 * POST /api/vip/subscribers/import?consent=true&confirmed=false, the body the CSV file
 * (text/csv): `consent` is the staff member's word that these people agreed to the e-mails;
 * `confirmed` skips the confirmation e-mail.
 */
export const subscriberImportQuerySchema = z.object({
  /** Refused with a clear message when not 'true'. */
  consent: z._default(flagSchema, 'false'),
  confirmed: z._default(flagSchema, 'false'),
});

export const subscriberImportResponseSchema = z.object({
  imported: z.number(),
  skipped: z.number(),
  invalid: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type SubscriberImportResponse = z.infer<typeof subscriberImportResponseSchema>;

// ---- chart and export file ---------------------------------------------------------------

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
