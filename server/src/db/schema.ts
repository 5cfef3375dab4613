import { sql } from 'drizzle-orm';
import type { CampaignBody } from '@shared/campaign-blocks';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Tables live here, on the server only, so the client bundle never pulls drizzle.
// After editing, run `npm run db:generate -- --name <what-changed>`; the server applies
// new files in migrations/ at start.

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

const timestamps = {
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---- staff -------------------------------------------------------------------------------

/** What a staff member may do (docs/product.md#staff-accounts). */
const STAFF_ROLES = ['admin', 'editor'] as const;
const roleIsKnown = (column: AnyPgColumn) => sql`${column} in ('admin', 'editor')`;

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    role: text({ enum: STAFF_ROLES }).notNull().default('editor'),
    lastSignInAt: timestamptz(),
    /** Two-step sign-in (TOTP, RFC 6238): the base32 secret once enabled (docs/decisions/0071-two-step-sign-in.md). */
    totpSecret: text(),
    /** A secret being set up, until its first code confirms it. */
    totpPendingSecret: text(),
    /** When two-step sign-in was enabled: remembered devices name it, so a reset forgets them. */
    totpEnabledAt: timestamptz(),
    /** The last time step whose code was accepted: a code works once. */
    totpLastStep: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), check('users_role_check', roleIsKnown(t.role))],
);

/** express-session rows, in the exact shape connect-pg-simple reads and writes. */
export const sessions = pgTable(
  'session',
  {
    sid: varchar().primaryKey(),
    sess: json().notNull(),
    expire: timestamp({ precision: 6, mode: 'date' }).notNull(),
  },
  (t) => [index('IDX_session_expire').on(t.expire)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    /** The role the invited person's account gets. */
    role: text({ enum: STAFF_ROLES }).notNull().default('editor'),
    /** The only address that may register with it (lower case); the link is e-mailed there. */
    email: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    usedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('invitations_role_check', roleIsKnown(t.role))],
);

/** Single-use recovery codes for two-step sign-in, stored as SHA-256 hashes (they are random). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** Rules for every staff account, set by admins in /admin/staff: one row. */
export const staffPolicy = pgTable(
  'staff_policy',
  {
    id: boolean().primaryKey().default(true),
    twoFactorRequired: boolean().notNull().default(false),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('staff_policy_one_row', sql`${t.id}`)],
);

/**
 * Setup links for the very first account (docs/decisions/0011-invite-only-registration.md):
 * each start of an instance on a database without accounts may add one; any of them works on
 * any instance, once, and all go when the first account is created. Only hashes are stored.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: serial().primaryKey(),
  tokenHash: text().notNull().unique(),
  createdAt: timestamptz().notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamptz().notNull(),
  usedAt: timestamptz(),
  createdAt: timestamptz().notNull().defaultNow(),
});

/**
 * Who did what and when in the back office (docs/product.md#activity-log). The actor's e-mail
 * is copied into the row so it outlives the account; rows older than two years are deleted by
 * a daily job.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamptz().notNull().defaultNow(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    target: text(),
    details: jsonb(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc())],
);

/** Fixed-window counters for express-rate-limit, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamptz().notNull(),
});

// ---- VIP club ----------------------------------------------------------------------------

export const vipSubscribers = pgTable(
  'vip_subscribers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    source: text().notNull().default('vip_modal'),
    language: text({ enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    acceptsEmails: boolean().notNull(),
    consentAt: timestamptz(),
    status: text({ enum: ['pending', 'confirmed'] })
      .notNull()
      .default('pending'),
    isActive: boolean().notNull().default(true),
    /** Random token of the welcome e-mail's confirm (ebook) and unsubscribe links. */
    token: text().notNull().unique(),
    subscribedAt: timestamptz().notNull().defaultNow(),
    confirmedAt: timestamptz(),
    unsubscribedAt: timestamptz(),
    /**
     * When the SMTP server refused an e-mail to this address for good (5xx) and the subscriber
     * was made inactive for it, and the server's words (docs/product.md#campaigns).
     */
    bouncedAt: timestamptz(),
    bounceReason: text(),
    /**
     * Why an inactive subscriber left, when it was their own doing or the mail provider's:
     * null for everyone else (inactive with no suppression is a pause by staff). A suppressed
     * person gets no e-mail and only their own new sign-up and confirmation brings them back
     * (docs/decisions/0075-subscriber-state-beside-the-list-columns.md).
     */
    suppression: text({ enum: ['unsubscribed', 'bounced', 'complained'] }),
    /** When the subscriber's state (docs/product.md#subscribers) last changed, and why (the provider's or staff's words). */
    stateAt: timestamptz().notNull().defaultNow(),
    stateReason: text(),
    updatedAt: timestamps.updatedAt,
    /**
     * The e-mail lower-cased, kept by PostgreSQL, for the staff search: read from the indexes
     * (the trigram index, and the date index which carries it) instead of calling lower() on
     * every row a search walks past (docs/decisions/0060-subscriber-list-keyset-paging.md).
     */
    emailSearch: text().generatedAlwaysAs(sql`lower(email)`),
  },
  (t) => [
    uniqueIndex('vip_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    // The sign-ups chart's day ranges, and the list walked newest first while searching. Migration
    // 0009 builds it with INCLUDE (email_search, is_active, status, language, source), which
    // drizzle cannot declare: a search, with or without filters, walks it without reading the table.
    index('vip_subscribers_subscribed_at_idx').on(t.subscribedAt.desc(), t.id.desc()),
    // Substring search over a million e-mails (pg_trgm is created by the first migration), with
    // the filters' columns (btree_gin, migration 0008): a search within filters that matches
    // nobody is an index lookup, not a table scan (docs/decisions/0060-subscriber-list-keyset-paging.md).
    // Migration 0011 sets the three trigram indexes' gin_pending_list_limit to 256 kB (drizzle
    // cannot declare it): a sign-up merges a small pending list (decision 0060).
    index('vip_subscribers_search_idx').using('gin', sql`${t.emailSearch} gin_trgm_ops`, t.isActive, t.status, t.language, t.source),
    // The same search within one language: the trigram lists of that language's rows only, so a
    // term that language's rows lack ("maria" among Spanish speakers in the bench) is not the
    // intersection with a list of two thirds of the table (decision 0060).
    index('vip_subscribers_search_es_idx').using('gin', sql`${t.emailSearch} gin_trgm_ops`).where(sql`${t.language} = 'es'`),
    index('vip_subscribers_search_en_idx').using('gin', sql`${t.emailSearch} gin_trgm_ops`).where(sql`${t.language} = 'en'`),
    // The staff list's pages for any filter in either order: one ordered run per (is_active,
    // status, language) group, merged (docs/decisions/0060-subscriber-list-keyset-paging.md).
    index('vip_subscribers_list_by_date_idx').on(t.isActive, t.status, t.language, t.subscribedAt, t.id),
    index('vip_subscribers_list_by_email_idx').on(t.isActive, t.status, t.language, sql`lower(${t.email})`),
    // The same with a source filter, which also lists the sources (one index descent each).
    index('vip_subscribers_source_by_date_idx').on(t.source, t.isActive, t.status, t.language, t.subscribedAt, t.id),
    index('vip_subscribers_source_by_email_idx').on(t.source, t.isActive, t.status, t.language, sql`lower(${t.email})`),
    // The list enumerates these values to merge its groups: no row may hold another.
    check('vip_subscribers_language_check', sql`${t.language} in ('es', 'en')`),
    check('vip_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed')`),
    // Suppressed means inactive: every reader that skips the inactive skips the suppressed.
    check('vip_subscribers_suppression_check', sql`${t.suppression} is null or (${t.suppression} in ('unsubscribed', 'bounced', 'complained') and not ${t.isActive})`),
    // The list filtered by a state among the inactive (decision 0075): partial, so a sign-up
    // (an active row) writes none of them.
    index('vip_subscribers_suppressed_by_date_idx').on(t.suppression, t.status, t.language, t.subscribedAt, t.id).where(sql`${t.suppression} is not null`),
    index('vip_subscribers_suppressed_by_email_idx').on(t.suppression, t.status, t.language, sql`lower(${t.email})`).where(sql`${t.suppression} is not null`),
    index('vip_subscribers_paused_by_date_idx').on(t.status, t.language, t.subscribedAt, t.id).where(sql`not ${t.isActive} and ${t.suppression} is null`),
    index('vip_subscribers_paused_by_email_idx').on(t.status, t.language, sql`lower(${t.email})`).where(sql`not ${t.isActive} and ${t.suppression} is null`),
    // Who may get a campaign, by language and source: the audience count and the recipients' list.
    index('vip_subscribers_campaign_audience_idx')
      .on(t.language, t.source)
      .where(sql`${t.isActive} and ${t.status} = 'confirmed' and ${t.acceptsEmails}`),
    // Who confirmed when: the welcome series' due steps and the statistics' confirmed sign-ups.
    index('vip_subscribers_confirmed_at_idx').on(t.confirmedAt).where(sql`${t.confirmedAt} is not null`),
  ],
);

// ---- campaigns (the newsletter) -------------------------------------------------------------

/** A campaign's subject or preview text in each language. */
type PerLanguage = { es: string; en: string };
/** A campaign's body in each language: Markdown or blocks (shared/campaign-blocks.ts). */
type BodyPerLanguage = { es: CampaignBody; en: CampaignBody };

/**
 * A newsletter staff write and send to the club (docs/product.md#campaigns). Editable while
 * `draft`; the send moves it to `sending` once, then `sent` (or `failed` when not one e-mail
 * could be delivered). The counts are kept here, updated in the transaction that records each
 * delivery, so reading progress costs one row.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial().primaryKey(),
    status: text({ enum: ['draft', 'scheduled', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('draft'),
    subject: jsonb().$type<PerLanguage>().notNull(),
    /** The hidden preview text after the subject in the inbox. */
    preheader: jsonb().$type<PerLanguage>().notNull().default({ es: '', en: '' }),
    /** Markdown, or `{blocks}`. */
    body: jsonb().$type<BodyPerLanguage>().notNull(),
    /** Each e-mail carries a 1×1 picture that records its recipient's first open. */
    trackOpens: boolean().notNull().default(false),
    /** The key that signs the unsubscribe links' campaign and, with tracking on, the open pixels' tokens; made when the send starts. */
    openKey: text(),
    audienceLanguages: text({ enum: ['es', 'en'] }).array().notNull(),
    /** Only subscribers who signed up from these sources; null for every source. */
    audienceSources: text().array(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    /** The site's address for the e-mails' links, fixed when the send starts (or is scheduled). */
    origin: text(),
    /** While `scheduled`: when the send starts by itself, and who scheduled it. */
    scheduledAt: timestamptz(),
    scheduledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    sendStartedAt: timestamptz(),
    /** When the last recipient's delivery was settled. */
    sentAt: timestamptz(),
    /** How many recipients the send chose; null until it has chosen them. */
    recipients: integer(),
    sent: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Recipients who unsubscribed (or were deleted) before their turn came: not sent. */
    skipped: integer().notNull().default(0),
    /** Handed to the SMTP server by a process that died before it heard the answer: never sent again. */
    inDoubt: integer().notNull().default(0),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The minute job's look for scheduled sends that are due.
    index('campaigns_scheduled_idx').on(t.scheduledAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

/** A campaign's layout saved under a name, to start campaigns from (docs/product.md#campaigns). */
export const campaignTemplates = pgTable('campaign_templates', {
  id: serial().primaryKey(),
  name: text().notNull(),
  subject: jsonb().$type<PerLanguage>().notNull(),
  preheader: jsonb().$type<PerLanguage>().notNull(),
  body: jsonb().$type<BodyPerLanguage>().notNull(),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * One row per recipient of a campaign: it is how a send resumes after a crash and how nobody
 * gets it twice (docs/decisions/0056-campaign-delivery-at-most-once.md). `pending` → `sending`
 * (committed before the e-mail is handed to SMTP) → `sent` | `failed` (with the SMTP reason) |
 * `skipped` (unsubscribed or deleted before their turn) | `unknown` (in doubt after a crash).
 */
export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Null once the subscriber is deleted: the row stays, so the campaign's counts add up. */
    subscriberId: bigint({ mode: 'number' }).references(() => vipSubscribers.id, { onDelete: 'set null' }),
    state: text({ enum: ['pending', 'sending', 'sent', 'failed', 'skipped', 'unknown'] })
      .notNull()
      .default('pending'),
    /** Tries so far (temporary failures are tried again a bounded number of times). */
    attempts: integer().notNull().default(0),
    /** A temporary failure's next try; null when due at once. */
    retryAt: timestamptz(),
    /** The SMTP server's answer for a failure, or why it was skipped. */
    reason: text(),
    settledAt: timestamptz(),
    /** The first time the open pixel loaded (only with the campaign's open tracking on). */
    openedAt: timestamptz(),
    /** When the recipient unsubscribed through this e-mail's link (the campaign's "unsubscribed" count). */
    unsubscribedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('campaign_deliveries_recipient_idx').on(t.campaignId, t.subscriberId),
    // The next recipients to send to, in order, and those a dead worker left in flight.
    index('campaign_deliveries_open_idx').on(t.campaignId, t.id).where(sql`${t.state} in ('pending', 'sending')`),
    // A subscriber's deletion sets their rows' subscriber to null.
    index('campaign_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);

/**
 * A subscriber's history of what the mail provider reported (docs/product.md#subscribers):
 * bounces and spam complaints, each with the provider's words and, when the e-mail named one,
 * the campaign it came from (counted there by this table's campaign index). Soft bounces are
 * counted here against the limit that suppresses.
 */
export const subscriberEvents = pgTable(
  'subscriber_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    subscriberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => vipSubscribers.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['hard_bounce', 'soft_bounce', 'complaint'] }).notNull(),
    provider: text({ enum: ['ses', 'postmark', 'sendgrid', 'generic'] }).notNull(),
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    reason: text(),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('subscriber_events_subscriber_idx').on(t.subscriberId, t.at),
    index('subscriber_events_campaign_idx').on(t.campaignId, t.kind).where(sql`${t.campaignId} is not null`),
  ],
);

// ---- staff tools -------------------------------------------------------------------------

export const ebooks = pgTable(
  'ebooks',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** The S3 object key; URLs are presigned on demand and never stored. */
    objectKey: text().notNull().unique(),
    size: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [index('ebooks_status_updated_idx').on(t.status, t.updatedAt.desc())],
);

/**
 * Staff photos and videos (docs/product.md#media-library). A row exists only once every variant
 * is in S3 under `media/<id>/…` (immutable keys, docs/decisions/0076-media-library.md);
 * `variants` lists them as `{format, width, key}`.
 */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ['image', 'video'] }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    altEs: text().notNull(),
    altEn: text().notNull(),
    /** A tiny blurred WebP as a data URI; null for videos. */
    placeholder: text(),
    variants: jsonb().$type<{ format: 'avif' | 'webp' | 'mp4'; width: number; key: string }[]>().notNull(),
    /** Bytes stored across the variants. */
    bytes: bigint({ mode: 'number' }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('media_kind_check', sql`${t.kind} in ('image', 'video')`), index('media_created_idx').on(t.createdAt.desc())],
);

/**
 * What each landing page slot shows, in order (shared/media.ts names the slots). Rows are
 * updated, never deleted, so the newest `updated_at` is the placements' version.
 */
export const mediaSlots = pgTable('media_slots', {
  slot: text().primaryKey(),
  items: uuid().array().notNull().default(sql`'{}'::uuid[]`),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz().notNull().defaultNow(),
});

/**
 * The boxes' quantities (docs/product.md#inventory), one row per box, keyed by the box's key
 * (shared/site-facts.ts); each box's ASIN is a site setting, not stored here.
 */
export const inventoryProducts = pgTable(
  'inventory_products',
  {
    key: text({ enum: ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'] }).primaryKey(),
    productName: text().notNull(),
    availableQuantity: integer().notNull(),
    sortOrder: integer().notNull().default(0),
    lastUpdated: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('inventory_products_key_check', sql`${t.key} in ('partyMix', 'candyMix', 'spicyMix', 'chocoBox')`)],
);

/**
 * The inventory's version (one row, id 'current'): every save that changes a quantity bumps
 * it, and a save made from an older version is refused (docs/product.md#inventory).
 */
export const inventoryState = pgTable('inventory_state', {
  id: text().primaryKey(),
  version: integer().notNull().default(0),
});

/**
 * Site settings staff edit in /admin/settings (docs/product.md#site-settings); one row, id
 * 'current'. `settings` holds the saved document (missing keys read as their defaults);
 * `version` 0 means never saved, and every save bumps it (a save from an older one is refused).
 */
export const siteSettings = pgTable('site_settings', {
  id: text().primaryKey(),
  settings: jsonb().notNull(),
  version: integer().notNull().default(0),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz(),
});

/** Published site content (texts per language and section order); one row, id 'published'. */
export const siteContent = pgTable('site_content', {
  id: text().primaryKey(),
  content: jsonb().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz().notNull().defaultNow(),
});

// ---- chat and video requests ---------------------------------------------------------------

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sessionId: text().notNull(),
    role: text({ enum: ['user', 'assistant'] }).notNull(),
    text: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.createdAt)],
);

export const videoRequests = pgTable(
  'video_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    topic: text().notNull(),
    email: text().notNull(),
    language: text({ enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    /** stored: kept here only; queued: waiting for the webhook; forwarded; failed: gave up. */
    status: text({ enum: ['stored', 'queued', 'forwarded', 'failed'] })
      .notNull()
      .default('stored'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    forwardedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('video_requests_created_idx').on(t.createdAt.desc())],
);

/** The QR codes staff made on /admin/qr (docs/product.md#qr-code); the PNG is drawn again from `url` when asked. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** utm_campaign of the address (utm_source=qr): its visits are counted under it. Null: untagged. */
    campaign: text(),
    /** The address encoded, tags included. */
    url: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('qr_codes_created_idx').on(t.createdAt.desc())],
);

// ---- insights (docs/decisions/0072-first-party-insights.md) --------------------------------------

/**
 * Page views and events as the site records them, without cookies: `visitor` is a hash of the
 * day's secret salt, the address and the user agent (neither stored), so a visitor is counted
 * once a day and cannot be followed across days. Partitioned by month in the migration (the
 * partitions are made ahead and dropped after INSIGHT_RETENTION_MONTHS by the insights job).
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    at: timestamptz().notNull().defaultNow(),
    visitor: bigint({ mode: 'number' }).notNull(),
    /** pageview, or the event's name (INSIGHT_EVENT_NAMES). */
    name: text().notNull(),
    path: text().notNull(),
    language: text().notNull(),
    /** utm_source, else ref, else the referrer's domain, else DIRECT_SOURCE. */
    source: text().notNull(),
    medium: text(),
    campaign: text(),
    device: text().notNull(),
    box: text(),
    place: text(),
    detail: text(),
  },
  (t) => [index('insight_events_at_idx').on(t.at)],
);

/**
 * Each day's figures, rolled up from insight_events once the day is over and kept for good: one
 * row per (day, source, campaign, dimension, value); dimension `total` has value ''.
 */
export const insightDays = pgTable(
  'insight_days',
  {
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    campaign: text().notNull().default(''),
    /** total, page, language, device, box, place */
    dimension: text().notNull(),
    value: text().notNull().default(''),
    visitors: integer().notNull().default(0),
    pageviews: integer().notNull().default(0),
    vipShown: integer().notNull().default(0),
    signUps: integer().notNull().default(0),
    marketplaceClicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value, t.source, t.campaign] })],
);

/** The day's secret salt of the visitor hash, shared by every instance; old ones are deleted. */
export const insightSalts = pgTable('insight_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/** The welcome series (docs/product.md#welcome-series): one row, its steps as staff wrote them. */
export const welcomeSeries = pgTable(
  'welcome_series',
  {
    id: integer().primaryKey().default(1),
    enabled: boolean().notNull().default(false),
    /** Only people who confirm from then on get the series. */
    enabledAt: timestamptz(),
    /** [{id, delayHours, subject: {es, en}, body: {es, en}}], in order. */
    steps: jsonb().$type<Array<{ id: string; delayHours: number; subject: PerLanguage; body: PerLanguage }>>().notNull().default([]),
    /** The site's address for the e-mails' links, from the last save. */
    origin: text(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('welcome_series_one_row', sql`${t.id} = 1`)],
);

/** One welcome e-mail to one person: written before it goes to the mail server, so nobody gets a step twice. */
export const welcomeDeliveries = pgTable(
  'welcome_deliveries',
  {
    subscriberId: integer()
      .notNull()
      .references(() => vipSubscribers.id, { onDelete: 'cascade' }),
    stepId: uuid().notNull(),
    /** sending → sent | failed; a 'sending' left by a crash becomes 'in-doubt' and is not sent again. */
    state: text({ enum: ['sending', 'sent', 'failed', 'in-doubt'] }).notNull(),
    reason: text(),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.stepId] }), index('welcome_deliveries_step_idx').on(t.stepId, t.state)],
);

// ---- legal pages ---------------------------------------------------------------------------

/**
 * The privacy policy, terms and shipping page as staff saved them (docs/product.md#legal-pages).
 * A page without a row is still its starting text, a draft.
 */
export const legalPages = pgTable('legal_pages', {
  slug: text().primaryKey(),
  titleEs: text().notNull(),
  titleEn: text().notNull(),
  markdownEs: text().notNull(),
  markdownEn: text().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz().notNull().defaultNow(),
});

// ---- FAQ and the guide's unanswered questions -----------------------------------------------

/** The FAQ staff edit in /admin/faq (docs/product.md#faq), shown in `position` order. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial().primaryKey(),
    position: integer().notNull(),
    questionEs: text().notNull(),
    questionEn: text().notNull(),
    answerEs: text().notNull(),
    answerEn: text().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('faq_entries_position_idx').on(t.position)],
);

/**
 * What visitors asked the built-in guide that it could not answer, by normalized text, for
 * staff to turn into FAQ entries. No address, no session: only the words, a count and when.
 */
export const unansweredQuestions = pgTable(
  'unanswered_questions',
  {
    text: text().primaryKey(),
    count: integer().notNull().default(1),
    lastAskedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('unanswered_questions_last_asked_idx').on(t.lastAskedAt.desc())],
);
