import type { WorkerDeps } from '../deps';
import { createAuditService } from './audit.service';

export const AUDIT_RETENTION_QUEUE = 'audit-remove-expired';

/**
 * Once a day (03:17 UTC, a quiet hour) one instance deletes activity-log entries older than two
 * years (docs/product.md#activity-log).
 */
export async function registerAuditWorkers(deps: WorkerDeps) {
  const { jobs, logger } = deps;
  const audit = createAuditService(deps);
  await jobs.queue(AUDIT_RETENTION_QUEUE, { retryLimit: 3 });
  await jobs.work(AUDIT_RETENTION_QUEUE, async () => {
    const removed = await audit.removeExpired();
    if (removed) logger.info({ removed }, 'expired activity-log entries removed');
  });
  await jobs.boss.schedule(AUDIT_RETENTION_QUEUE, '17 3 * * *');
}
