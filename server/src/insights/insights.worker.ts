import type { WorkerDeps } from '../deps';
import { createInsightMaintenance } from './insight-maintenance';

export const INSIGHTS_QUEUE = 'insights';

/**
 * Every hour (at minute 7) one instance rolls up the days that ended, keeps the month
 * partitions of insight_events made ahead and drops those past INSIGHT_RETENTION_MONTHS, and
 * deletes the salts no request can need (docs/decisions/0072-first-party-insights.md). Each
 * step is idempotent: a failed run is simply done again.
 */
export async function registerInsightsWorkers(deps: WorkerDeps) {
  const { jobs, logger } = deps;
  const maintenance = createInsightMaintenance(deps);
  // One run at a time across instances: two rolling up the same day would collide on its rows.
  await jobs.queue(INSIGHTS_QUEUE, { retryLimit: 3, policy: 'singleton' });
  await jobs.work(INSIGHTS_QUEUE, async () => {
    const partitions = await maintenance.keepPartitions();
    const days = await maintenance.rollUp();
    const salts = await maintenance.removeOldSalts();
    if (days.length || partitions.created.length || partitions.dropped.length) logger.info({ days, ...partitions, salts }, 'insights rolled up and kept');
  });
  await jobs.boss.schedule(INSIGHTS_QUEUE, '7 * * * *');
}
