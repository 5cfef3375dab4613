import * as z from 'zod/mini';
import { languageSchema } from './language-schema';
import type { Language } from './languages';
import { VIP_EMAIL_MAX_LENGTH } from './vip';
import { campaignBlocksSchema, isEmptyBody, preheaderSchema } from './campaign-blocks';

// Campaigns: the newsletter staff write in /admin/campaigns and send to the VIP club
// (docs/product.md#campaigns). Admins only.

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 20_000;
export const CAMPAIGN_SOURCES_MAX = 20;
/** The failed recipients a campaign's result lists (the count covers them all). */
export const CAMPAIGN_FAILURES_SHOWN = 50;

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** The language names staff read, in the order the editor shows them. */
export const CAMPAIGN_LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' };

const subjectSchema = z.string().check(z.trim(), z.maxLength(CAMPAIGN_SUBJECT_MAX, `El asunto no puede tener más de ${CAMPAIGN_SUBJECT_MAX} caracteres`));
const markdownSchema = z.string().check(z.maxLength(CAMPAIGN_BODY_MAX, `El texto no puede tener más de ${CAMPAIGN_BODY_MAX.toLocaleString('es-ES')} caracteres`));
/** A language's body: Markdown, or `{blocks}` (shared/campaign-blocks.ts). */
export const campaignBodySchema = z.union([markdownSchema, campaignBlocksSchema]);

/** Where a subscriber signed up (vip_modal, feature_card…), as the sign-up stores it. */
const sourceSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/, 'Fuente no válida'));

const unique = (values: readonly string[]) => new Set(values).size === values.length;

export const campaignAudienceSchema = z.object({
  /** Each recipient gets the campaign in their own language: these are the languages it goes to. */
  languages: z.array(languageSchema).check(z.minLength(1, 'Elige al menos un idioma'), z.refine(unique, 'Un idioma aparece más de una vez')),
  /** Only subscribers from these sign-up sources; absent for every source. */
  sources: z.optional(z.array(sourceSchema).check(z.minLength(1, 'Elige al menos una fuente o ninguna'), z.maxLength(CAMPAIGN_SOURCES_MAX), z.refine(unique, 'Una fuente aparece más de una vez'))),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

const perLanguage = <T extends z.ZodMiniType>(schema: T) => z.object({ es: schema, en: schema });

/**
 * POST /api/admin/campaigns and PUT /api/admin/campaigns/:id: a draft. A draft may leave a
 * language blank; sending asks for the subject and text of every language of its audience.
 */
export const campaignInputSchema = z.object({
  subject: perLanguage(subjectSchema),
  /** The hidden preview text after the subject in the inbox; absent: none. */
  preheader: z.optional(perLanguage(preheaderSchema)),
  body: perLanguage(campaignBodySchema),
  audience: campaignAudienceSchema,
  /** A 1×1 picture records who opened it (off unless staff turn it on; docs/product.md#campaigns). */
  trackOpens: z.optional(z.boolean('Indica si se cuentan las aperturas')),
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** What is missing before a campaign can be sent (empty when it can), in Spanish for staff. */
export function campaignGaps(campaign: Pick<CampaignInput, 'subject' | 'body' | 'audience'>): string[] {
  return campaign.audience.languages.flatMap((language) => {
    const name = CAMPAIGN_LANGUAGE_NAMES[language];
    return [
      ...(campaign.subject[language].trim() ? [] : [`Falta el asunto en ${name}`]),
      ...(isEmptyBody(campaign.body[language]) ? [`Falta el texto en ${name}`] : []),
    ];
  });
}

/** POST /api/admin/campaigns/:id/test `{email}` → 202: the campaign, in each of its languages, to that address. */
export const campaignTestRequestSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(VIP_EMAIL_MAX_LENGTH, 'El email es demasiado largo'), z.email('Introduce un email válido')),
});

/**
 * POST /api/admin/campaigns/preview `{language, subject, body}` → `{html}`: the e-mail exactly
 * as a subscriber gets it (the club's frame, the unsubscribe link), rendered by the server.
 */
export const campaignPreviewRequestSchema = z.object({ language: languageSchema, subject: subjectSchema, preheader: z.optional(preheaderSchema), body: campaignBodySchema });
export type CampaignPreviewRequest = z.infer<typeof campaignPreviewRequestSchema>;
export const campaignPreviewResponseSchema = z.object({ html: z.string() });

/**
 * GET /api/admin/campaigns/audience?languages=es,en&sources=a,b → how many subscribers would
 * get a campaign now (active, confirmed, who accept e-mails, in those languages and sources),
 * and every sign-up source among the subscribers who may get campaigns.
 */
const commaList = z.pipe(
  z.string().check(z.maxLength(1_000)),
  z.transform((text) => (text.trim() ? text.split(',').map((item) => item.trim()) : [])),
);
export const campaignAudienceQuerySchema = z.object({
  languages: z.pipe(commaList, campaignAudienceSchema.shape.languages),
  sources: z.optional(z.pipe(commaList, z.array(sourceSchema).check(z.maxLength(CAMPAIGN_SOURCES_MAX)))),
});
export const campaignAudienceResponseSchema = z.object({ recipients: z.number(), sources: z.array(z.string()) });
export type CampaignAudienceResponse = z.infer<typeof campaignAudienceResponseSchema>;

/** The query string of the audience count for an audience. */
export const campaignAudienceQuery = (audience: CampaignAudience) => {
  const query = new URLSearchParams({ languages: audience.languages.join(',') });
  if (audience.sources?.length) query.set('sources', audience.sources.join(','));
  return query.toString();
};

const campaignCountsSchema = z.object({
  /** Recipients chosen when the send started; null until the send has chosen them. */
  recipients: z.nullable(z.number()),
  sent: z.number(),
  failed: z.number(),
  /** Unsubscribed (or deleted) after the send started and before their turn: not sent. */
  skipped: z.number(),
  /** Being handed to the mail server when the server stopped; never sent again, to send nobody two. */
  inDoubt: z.number(),
});

const campaignSummarySchema = z.object({
  id: z.number(),
  status: z.enum(campaignStatuses),
  subject: perLanguage(z.string()),
  audience: campaignAudienceSchema,
  createdAt: z.iso.datetime(),
  /** While scheduled: when the send starts by itself. */
  scheduledAt: z.nullable(z.iso.datetime()),
  sendStartedAt: z.nullable(z.iso.datetime()),
  sentAt: z.nullable(z.iso.datetime()),
  counts: campaignCountsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET /api/admin/campaigns: newest first. */
export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSummarySchema) });

/**
 * What a settled campaign achieved: delivered (accepted by the SMTP server), who unsubscribed
 * since, and what its links brought to the site as the shop's own statistics count them
 * (visitors per day without cookies, so `uniqueClickers` counts a person once a day).
 */
const campaignStatsSchema = z.object({
  recipients: z.number(),
  delivered: z.number(),
  /** Reported by the mail provider after delivery (hard or soft bounces; spam complaints), by person. */
  bounced: z.number(),
  complained: z.number(),
  unsubscribed: z.number(),
  /** Arrivals on the site from the e-mail's links and clicks through to the marketplace. */
  clicks: z.number(),
  uniqueClickers: z.number(),
  marketplaceClicks: z.number(),
  clicksByBox: z.array(z.object({ box: z.string(), clicks: z.number() })),
  /** People who opened it (the 1×1 picture loaded), once each; only when open tracking was on. */
  opens: z.optional(z.number()),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

/** GET /api/admin/campaigns/:id (and the answer of POST, PUT and send). */
export const campaignSchema = z.object({
  ...campaignSummarySchema.shape,
  /** Once the send has settled; null before. */
  stats: z.nullable(campaignStatsSchema),
  preheader: perLanguage(z.string()),
  body: perLanguage(campaignBodySchema),
  trackOpens: z.boolean(),
  /** Recipients who have unsubscribed since the send started (whether or not it reached them); null before sending. */
  unsubscribedSince: z.nullable(z.number()),
  /** The first failed recipients with the mail server's reason (null e-mail: deleted since). */
  failures: z.array(z.object({ email: z.nullable(z.string()), reason: z.string() })),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A campaign whose send has settled: every recipient sent, failed, skipped or in doubt. */
export const isSettled = (status: CampaignStatus) => status === 'sent' || status === 'failed';

/** How far ahead a send may be scheduled. */
export const CAMPAIGN_SCHEDULE_MAX_DAYS = 365;

/**
 * POST /api/admin/campaigns/:id/schedule `{at}` → 202: the send starts by itself at `at` (an
 * ISO 8601 instant with its offset; the editor converts the shop's local time), within the
 * minute. The server refuses a moment already past.
 */
export const campaignScheduleRequestSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'Indica la fecha y la hora del envío (ISO 8601, p. ej. 2026-12-01T09:00:00-06:00)' }),
});
export type CampaignScheduleRequest = z.infer<typeof campaignScheduleRequestSchema>;

/** POST /api/admin/campaigns/:id/duplicate → 201 `{id}`: a new draft with the same subject, text and audience. */
export const campaignDuplicateResponseSchema = z.object({ id: z.number() });

/** Messages of the API (Spanish, for staff). */
export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaña no encontrada',
  notDraftEdit: 'Solo se puede editar una campaña en borrador: esta ya se envió o se está enviando.',
  notDraftDelete: 'Solo se puede eliminar una campaña en borrador: esta ya se envió o se está enviando.',
  notDraftSend: 'Esta campaña ya se envió o se está enviando.',
  noRecipients: 'Nadie de la audiencia elegida puede recibir la campaña ahora (activo, con el email confirmado y que acepte emails).',
  testRefused: 'El servidor de correo no aceptó el email de prueba',
  notDraftSchedule: 'Solo se puede programar una campaña en borrador o ya programada: esta ya se envió o se está enviando.',
  notScheduled: 'Esta campaña no está programada.',
  scheduledDelete: 'Cancela la programación antes de eliminar la campaña.',
  scheduleInPast: 'La fecha del envío ya pasó: elige un momento futuro.',
  noUnsubscribe: 'El email de esta campaña no lleva el enlace para darse de baja: no se puede enviar. Revisa el pie del email.',
  scheduleTooFar: `Solo se puede programar un envío dentro de los próximos ${CAMPAIGN_SCHEDULE_MAX_DAYS} días.`,
} as const;
