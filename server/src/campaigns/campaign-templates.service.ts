import { count, desc, eq } from 'drizzle-orm';
import { CAMPAIGN_TEMPLATE_MESSAGES, TEMPLATES_MAX, type CampaignTemplate, type CampaignTemplateInput } from '@shared/campaign-templates';
import { recordActivity } from '../audit/audit.service';
import { campaignTemplates } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../lib/errors';

type TemplateRow = typeof campaignTemplates.$inferSelect;

const toTemplate = (row: TemplateRow): CampaignTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  preheader: row.preheader,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** Saved campaign layouts (docs/product.md#campaigns): staff save one from the editor and start new campaigns from it. */
export function createCampaignTemplatesService(deps: Pick<AppDeps, 'database'>) {
  const { db, pool } = deps.database;
  return {
    async list(): Promise<CampaignTemplate[]> {
      const rows = await db.select().from(campaignTemplates).orderBy(desc(campaignTemplates.createdAt), desc(campaignTemplates.id)).limit(TEMPLATES_MAX);
      return rows.map(toTemplate);
    },

    create(actorId: number, input: CampaignTemplateInput): Promise<CampaignTemplate> {
      return withTransaction(pool, async (tx) => {
        const [existing] = await tx.select({ n: count() }).from(campaignTemplates);
        if (existing.n >= TEMPLATES_MAX) throw conflict(CAMPAIGN_TEMPLATE_MESSAGES.tooMany);
        const [row] = await tx
          .insert(campaignTemplates)
          .values({ name: input.name, subject: input.subject, preheader: input.preheader ?? { es: '', en: '' }, body: input.body, createdBy: actorId })
          .returning();
        await recordActivity(tx, { actorId, action: 'campaigns.template-create', target: row.name, details: { template: row.id } });
        return toTemplate(row);
      });
    },

    remove(actorId: number, id: number) {
      return withTransaction(pool, async (tx) => {
        const [row] = await tx.delete(campaignTemplates).where(eq(campaignTemplates.id, id)).returning({ id: campaignTemplates.id, name: campaignTemplates.name });
        if (!row) throw notFound(CAMPAIGN_TEMPLATE_MESSAGES.notFound);
        await recordActivity(tx, { actorId, action: 'campaigns.template-delete', target: row.name, details: { template: row.id } });
      });
    },
  };
}
