import type PgBoss from 'pg-boss';
import type { WorkerDeps } from '../deps';
import { declareVipQueues, forwardSignUp, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE, type VipForwardJob, type VipWelcomeJob } from './vip.jobs';
import { createVipService } from './vip.service';

/**
 * A sign-up rush must not leave a long backlog of welcome e-mails: a worker takes a large batch
 * per fetch and, while fetches come back full, fetches again at once (docs/product.md#constants).
 */
const WELCOME_BATCH = 500;

/** Webhook forwards: a batch per fetch, a few at a time (each is an HTTP call to the third party). */
const FORWARD_WORK = { batchSize: 100, concurrency: 10 };

/** Declares the VIP queues and starts their workers: the welcome e-mail and the webhook forward. */
export async function registerVipWorkers(deps: WorkerDeps, retry: Partial<PgBoss.Queue> = {}) {
  const vip = createVipService(deps);
  await declareVipQueues(deps.jobs, retry);
  await deps.jobs.workBatches<VipWelcomeJob>(VIP_WELCOME_QUEUE, (jobs) => vip.sendWelcomeEmails(jobs), { batchSize: WELCOME_BATCH });
  const webhookUrl = deps.config.VIP_WEBHOOK_URL;
  // Jobs enqueued while a webhook was configured still drain (as no-ops) after it is removed.
  await deps.jobs.work<VipForwardJob>(
    VIP_FORWARD_QUEUE,
    async (data) => {
      if (webhookUrl) await forwardSignUp(webhookUrl, data);
    },
    FORWARD_WORK,
  );
}
