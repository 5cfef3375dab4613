import { Router } from 'express';
import { insightsExportFileName, insightsExportQuerySchema, insightsSummaryQuerySchema } from '@shared/insights';
import type { AppDeps } from '../deps';
import { requireStaff } from '../http/session';
import { createInsightsService } from './insights.service';

/** The staff's Insights page: the summary of a period, the last 30 minutes, and a table as CSV (admins and editors). */
export function insightsRoutes(deps: Pick<AppDeps, 'database'>) {
  const router = Router();
  const insights = createInsightsService(deps);

  router.get('/admin/insights/summary', requireStaff, async (req, res) => {
    res.json(await insights.summary(insightsSummaryQuerySchema.parse(req.query)));
  });

  router.get('/admin/insights/live', requireStaff, async (_req, res) => {
    res.json(await insights.live());
  });

  router.get('/admin/insights/export', requireStaff, async (req, res) => {
    const query = insightsExportQuerySchema.parse(req.query);
    const csv = await insights.exportCsv(query);
    res.attachment(insightsExportFileName(query)).type('text/csv; charset=utf-8').send(csv);
  });

  return router;
}
