import type { InsightExportTable, InsightsSummaryQuery } from '@shared/insights';
import { INSIGHTS_KEY, insightsParams } from './get-insights-summary';

/**
 * GET /api/admin/insights/export?from=&to=&table=[&source=&campaign=]: a table of the page as
 * CSV. A plain link: the browser downloads it with the session cookie, nothing to hold in memory.
 */
export function insightsExportUrl(query: InsightsSummaryQuery, table: InsightExportTable) {
  const params = insightsParams(query);
  params.set('table', table);
  return `${INSIGHTS_KEY}/export?${params.toString()}`;
}
