import * as z from 'zod/mini';
import { SHOP_TIME_ZONE } from './shop-time';

// First-party, cookie-free measurement and the staff's Insights page
// (docs/decisions/0072-first-party-insights.md).

/** The boxes a marketplace click can be for (the site settings' product keys). */
export const INSIGHT_BOXES = ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'] as const;
export type InsightBox = (typeof INSIGHT_BOXES)[number];

/** Where on the page (or off it) a marketplace click came from. */
export const INSIGHT_PLACES = ['urgency_bar', 'tab', 'featured', 'promo', 'why_choose_us', 'final_cta', 'chat', 'newsletter', 'qr', 'other'] as const;
export type InsightPlace = (typeof INSIGHT_PLACES)[number];

/** The events the site records besides page views. */
export const INSIGHT_EVENT_NAMES = [
  'vip_shown',
  'vip_signup',
  'marketplace_click',
  'chat_opened',
  'chat_message',
  'call_started',
  'email_copied',
  'section_view',
  'video_play',
] as const;
export type InsightEventName = (typeof INSIGHT_EVENT_NAMES)[number];

export const INSIGHT_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type InsightDevice = (typeof INSIGHT_DEVICES)[number];

/** Longer values are cut to these lengths, not refused (a long campaign name is still a visit). */
export const INSIGHT_PATH_MAX = 200;
export const INSIGHT_REFERRER_MAX = 2_000;
export const INSIGHT_TAG_MAX = 100;
export const INSIGHT_BATCH_MAX = 20;

const cut = (max: number) => z.string().check(z.trim(), z.overwrite((value) => value.slice(0, max)));

const insightEventSchema = z.object({
  type: z.enum(['pageview', 'event'], { error: 'El tipo debe ser pageview o event' }),
  /** Required for `event`, absent for `pageview`. */
  name: z.optional(z.enum(INSIGHT_EVENT_NAMES, { error: 'Evento desconocido' })),
  /** A path of this site: starts with one `/`; the query is dropped by the server. */
  path: z.string().check(z.maxLength(2_000), z.regex(/^\/(?![/\\])/, 'La ruta debe ser una ruta del sitio')),
  /** The full referrer (the server keeps its domain only). */
  referrer: z.optional(z.string().check(z.maxLength(INSIGHT_REFERRER_MAX * 4))),
  language: z.enum(['es', 'en']),
  utm: z.optional(
    z.object({
      source: z.optional(cut(INSIGHT_TAG_MAX)),
      medium: z.optional(cut(INSIGHT_TAG_MAX)),
      campaign: z.optional(cut(INSIGHT_TAG_MAX)),
    }),
  ),
  /** `?ref=` of the address (e.g. the AGEXPORT QR code), counted as a source. */
  ref: z.optional(cut(INSIGHT_TAG_MAX)),
  device: z.enum(INSIGHT_DEVICES),
  props: z.optional(
    z.object({
      box: z.optional(z.enum(INSIGHT_BOXES)),
      place: z.optional(z.enum(INSIGHT_PLACES)),
      /** vip_shown: 'auto' | 'manual'; vip_signup: 'new' | 'duplicate'; section_view: the section's id; video_play: the video's key. */
      detail: z.optional(cut(40)),
    }),
  ),
});
export type InsightEvent = z.infer<typeof insightEventSchema>;

/** POST /api/insights/events (JSON, or text/plain from sendBeacon) → 202, no body, no cookie. */
export const insightEventsRequestSchema = z
  .object({
    events: z.array(insightEventSchema).check(z.minLength(1, 'No hay eventos'), z.maxLength(INSIGHT_BATCH_MAX, `Como mucho ${INSIGHT_BATCH_MAX} eventos por envío`)),
  })
  .check(
    z.refine((body) => body.events.every((event) => (event.type === 'event') === (event.name !== undefined)), {
      message: 'Un evento lleva nombre y una página vista no',
    }),
  );
export type InsightEventsRequest = z.infer<typeof insightEventsRequestSchema>;

/** The shop's days: the Insights page's days begin and end at midnight here (Guatemala and El Salvador share it). */
export const INSIGHTS_TIME_ZONE = SHOP_TIME_ZONE;

/** The longest period the summary and the export cover, in days. */
export const INSIGHTS_RANGE_MAX_DAYS = 400;

const day = z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' });

/** GET /api/admin/insights/summary?from=&to=[&source=&campaign=] (days inclusive, the shop's time zone). */
export const insightsSummaryQuerySchema = z.object({
  from: day,
  to: day,
  source: z.optional(cut(INSIGHT_TAG_MAX)),
  campaign: z.optional(cut(INSIGHT_TAG_MAX)),
});
export type InsightsSummaryQuery = z.infer<typeof insightsSummaryQuerySchema>;

const totalsSchema = z.object({
  visitors: z.number(),
  pageviews: z.number(),
  vipShown: z.number(),
  signUps: z.number(),
  confirmed: z.number(),
  marketplaceClicks: z.number(),
});
export type InsightTotals = z.infer<typeof totalsSchema>;

/** Each table row's figures. */
const rowCounts = { visitors: z.number(), signUps: z.number(), marketplaceClicks: z.number() };

export const insightsSummarySchema = z.object({
  ...totalsSchema.shape,
  /** The same figures for the period of the same length just before. */
  previous: totalsSchema,
  byDay: z.array(z.object({ date: z.string(), visitors: z.number(), pageviews: z.number(), signUps: z.number(), marketplaceClicks: z.number() })),
  /** visitors → vip_shown → sign_up → confirmed, and visitors → marketplace_click. */
  funnel: z.array(z.object({ step: z.enum(['visitors', 'vip_shown', 'sign_up', 'confirmed', 'marketplace_click']), count: z.number() })),
  sources: z.array(z.object({ source: z.string(), ...rowCounts })),
  campaigns: z.array(z.object({ campaign: z.string(), ...rowCounts })),
  pages: z.array(z.object({ page: z.string(), ...rowCounts })),
  languages: z.array(z.object({ language: z.string(), ...rowCounts })),
  devices: z.array(z.object({ device: z.string(), ...rowCounts })),
  clicksByBox: z.array(z.object({ box: z.string(), clicks: z.number() })),
  clicksByPlace: z.array(z.object({ place: z.string(), clicks: z.number() })),
});
export type InsightsSummary = z.infer<typeof insightsSummarySchema>;

/** The tables the export writes, each as the summary's table of the same name (boxes and places: clicks). */
export const INSIGHT_EXPORT_TABLES = ['sources', 'campaigns', 'pages', 'languages', 'devices', 'boxes', 'places'] as const;
export type InsightExportTable = (typeof INSIGHT_EXPORT_TABLES)[number];

/** GET /api/admin/insights/export?from=&to=&table=[&source=&campaign=] → CSV of every row of the table. */
export const insightsExportQuerySchema = z.object({
  ...insightsSummaryQuerySchema.shape,
  table: z.enum(INSIGHT_EXPORT_TABLES, { error: 'Tabla desconocida' }),
});
export type InsightsExportQuery = z.infer<typeof insightsExportQuerySchema>;

/** The export's file name: the table and the period. */
export const insightsExportFileName = (query: InsightsExportQuery) => `insights-${query.table}-${query.from}-${query.to}.csv`;

/** GET /api/admin/insights/live: the last 30 minutes. */
export const insightsLiveSchema = z.object({ visitors: z.number(), pageviews: z.number(), marketplaceClicks: z.number() });
export type InsightsLive = z.infer<typeof insightsLiveSchema>;

/** A source shown for visits without utm_source, ref or referrer. */
export const DIRECT_SOURCE = 'Directo';
