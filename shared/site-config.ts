import * as z from 'zod/mini';
import { publicMediaSchema } from './media';
import { emptyPublicMedia } from './placed-media';
import { publicSiteSettingsSchema } from './site-settings';

/** Runtime settings the browser reads from GET /api/config (one build serves every deployment). */
export const siteConfigSchema = z.object({
  environment: z.enum(['development', 'production', 'test']),
  /** The free call: whether it can start, and what the widget asks to call (one of the ids). */
  voice: z.object({
    available: z.boolean(),
    assistantId: z.nullable(z.string()),
    squadId: z.nullable(z.string()),
    workflowId: z.nullable(z.string()),
  }),
  chat: z.object({ mode: z.enum(['webhook', 'builtin']) }),
  analytics: z.object({ gaMeasurementId: z.nullable(z.string()) }),
  marketplace: z.object({ sellerId: z.nullable(z.string()), marketplaceId: z.string() }),
  ebook: z.object({ maxBytes: z.number().check(z.int(), z.positive()) }),
  mail: z.object({ mode: z.enum(['smtp', 'log']) }),
  /** The site settings staff saved (docs/product.md#site-settings), with their version. */
  settings: publicSiteSettingsSchema,
  /** The photos and videos staff placed on the landing page (docs/product.md#media-library). */
  media: z._default(publicMediaSchema, emptyPublicMedia),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** What staff see, and a campaign send answers, while production writes e-mail to its log (MAIL_TRANSPORT=log). */
export const MAIL_NOT_CONFIGURED = 'El correo no está configurado: nada sale de este servidor';

/** True when no e-mail leaves a production server (MAIL_TRANSPORT=log); development's log is its mailbox. */
export const mailIsOff = (config: Pick<SiteConfig, 'environment' | 'mail'>) => config.environment === 'production' && config.mail.mode === 'log';
