import type PgBoss from 'pg-boss';
import type { Jobs } from '../jobs/jobs';

/** Sends a campaign for a while (one slice), then queues the next slice: see campaign-delivery.service.ts. */
export const CAMPAIGN_SEND_QUEUE = 'campaign-send';
/** Every minute: a campaign left `sending` with nobody working on it (its process died) is picked up again. */
export const CAMPAIGN_RESUME_QUEUE = 'campaign-resume';
/** Every minute: the welcome series' steps that are due go out. */
export const WELCOME_SERIES_QUEUE = 'welcome-series';

export interface CampaignSendJob {
  campaignId: number;
}

/**
 * A slice runs about 8 s (CAMPAIGN_SLICE_MS); pg-boss gives up on a job after `expireInSeconds`,
 * far above that. A slice that throws (the database went away) is tried again; the work itself
 * is never lost, since it lives in campaign_deliveries.
 */
const SEND_QUEUE_OPTIONS: Partial<PgBoss.Queue> = { retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 };

const declared = new WeakMap<Jobs, Promise<void>>();

/** Declares the campaign queues (idempotent, once per process, before the first enqueue). */
export function declareCampaignQueues(jobs: Jobs) {
  let done = declared.get(jobs);
  if (!done) {
    // One after the other: pg-boss creating two queues (table partitions) at once can deadlock.
    done = (async () => {
      await jobs.queue(CAMPAIGN_SEND_QUEUE, SEND_QUEUE_OPTIONS);
      await jobs.queue(CAMPAIGN_RESUME_QUEUE, { retryLimit: 1 });
      await jobs.queue(WELCOME_SERIES_QUEUE, { retryLimit: 1 });
    })();
    done.catch(() => declared.delete(jobs));
    declared.set(jobs, done);
  }
  return done;
}

/** Queues a slice of `campaignId`'s send; `db` enqueues inside the caller's transaction. */
export async function enqueueCampaignSend(jobs: Jobs, campaignId: number, options: { startAfter?: Date; db?: PgBoss.Db } = {}) {
  await declareCampaignQueues(jobs);
  await jobs.send<CampaignSendJob>(CAMPAIGN_SEND_QUEUE, { campaignId }, { ...(options.startAfter ? { startAfter: options.startAfter } : {}), ...(options.db ? { db: options.db } : {}) });
}
