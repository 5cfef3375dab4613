import * as z from 'zod/mini';
import { preheaderSchema } from './campaign-blocks';
import { CAMPAIGN_SUBJECT_MAX, campaignBodySchema } from './campaigns';

// Templates: a campaign's layout (subject, preview text and body per language) saved under a
// name, to start new campaigns from (docs/product.md#campaigns). Same staff as campaigns.

export const TEMPLATE_NAME_MAX = 80;
/** Templates are few (a shop's newsletter layouts): the list is not paged past this. */
export const TEMPLATES_MAX = 100;

const perLanguage = <T extends z.ZodMiniType>(schema: T) => z.object({ es: schema, en: schema });

/** POST /api/admin/campaign-templates → 201 the template. */
export const campaignTemplateInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Escribe un nombre para la plantilla'), z.maxLength(TEMPLATE_NAME_MAX, `El nombre no puede tener más de ${TEMPLATE_NAME_MAX} caracteres`)),
  subject: perLanguage(z.string().check(z.trim(), z.maxLength(CAMPAIGN_SUBJECT_MAX, `El asunto no puede tener más de ${CAMPAIGN_SUBJECT_MAX} caracteres`))),
  preheader: z.optional(perLanguage(preheaderSchema)),
  body: perLanguage(campaignBodySchema),
});
export type CampaignTemplateInput = z.infer<typeof campaignTemplateInputSchema>;

export const campaignTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  subject: perLanguage(z.string()),
  preheader: perLanguage(z.string()),
  body: perLanguage(campaignBodySchema),
  createdAt: z.iso.datetime(),
});
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;

/** GET /api/admin/campaign-templates: newest first. */
export const campaignTemplateListSchema = z.object({ templates: z.array(campaignTemplateSchema) });

export const CAMPAIGN_TEMPLATE_MESSAGES = {
  notFound: 'Plantilla no encontrada',
  tooMany: `Como mucho ${TEMPLATES_MAX} plantillas: elimina alguna que ya no uses.`,
} as const;
