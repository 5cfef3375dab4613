import type PgBoss from 'pg-boss';
import type { WorkerDeps } from '../deps';
import { declareVipQueues, forwardSignUp, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE, type VipForwardJob, type VipWelcomeJob } from './vip.jobs';
import { createVipService } from './vip.service';

/**
 * A sign-up rush must not leave a long backlog of welcome e-mails: up to 100 jobs per poll
 * (pg-boss polls every 2 s, so at most 50 e-mails a second per instance), 10 sent at a time.
 * Even with a hung SMTP server (about 40 s per try) a batch ends well before pg-boss's
 * 15-minute job expiry.
 */
const VIP_WORK = { batchSize: 100, concurrency: 10 };

/** Declares the VIP queues and starts their workers: the welcome e-mail and the webhook forward. */
export async function registerVipWorkers(deps: WorkerDeps, retry: Partial<PgBoss.Queue> = {}) {
  const vip = createVipService(deps);
  await declareVipQueues(deps.jobs, retry);
  await deps.jobs.work<VipWelcomeJob>(VIP_WELCOME_QUEUE, (data) => vip.sendWelcomeEmail(data), VIP_WORK);
  const webhookUrl = deps.config.VIP_WEBHOOK_URL;
  // Jobs enqueued while a webhook was configured still drain (as no-ops) after it is removed.
  await deps.jobs.work<VipForwardJob>(
    VIP_FORWARD_QUEUE,
    async (data) => {
      if (webhookUrl) await forwardSignUp(webhookUrl, data);
    },
    VIP_WORK,
  );
}
