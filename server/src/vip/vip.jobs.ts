import type PgBoss from 'pg-boss';
import { eq } from 'drizzle-orm';
import { vipSubscribers } from '../db/schema';
import { DEFAULT_RETRY, type Jobs } from '../jobs/jobs';
import type { WorkerDeps } from '../workers';
import { welcomeEmail } from './vip-mail';

export const VIP_WELCOME_QUEUE = 'vip-welcome-email';
export const VIP_FORWARD_QUEUE = 'vip-webhook-forward';

export interface VipWelcomeJob {
  subscriberId: number;
  /** Origin of the site for the e-mail's links (PUBLIC_ORIGIN or the sign-up request's). */
  origin: string;
}

export interface VipForwardJob {
  email: string;
}

/**
 * A sign-up rush must not leave a long backlog of welcome e-mails: up to 100 jobs per poll
 * (pg-boss polls every 2 s, so at most 50 e-mails a second per instance), 10 sent at a time.
 * Even with a hung SMTP server (about 40 s per try) a batch ends well before pg-boss's
 * 15-minute job expiry.
 */
const VIP_WORK = { batchSize: 100, concurrency: 10 };

/** Enough for a slow third party; a hung one must not hold a worker. */
const FORWARD_TIMEOUT_MS = 10_000;

/** Declares both queues (idempotent); once per process, before the first enqueue. */
const declared = new WeakMap<Jobs, Promise<void>>();
export function declareVipQueues(jobs: Jobs, retry: Partial<PgBoss.Queue> = {}) {
  let done = declared.get(jobs);
  if (!done) {
    // One after the other: pg-boss creating two queues (table partitions) at once can deadlock.
    done = (async () => {
      for (const name of [VIP_WELCOME_QUEUE, VIP_FORWARD_QUEUE]) await jobs.queue(name, { ...DEFAULT_RETRY, ...retry });
    })();
    done.catch(() => declared.delete(jobs));
    declared.set(jobs, done);
  }
  return done;
}

/**
 * The jobs of one sign-up, enqueued through `db` (the sign-up's transaction): they exist if
 * and only if the row does.
 */
export async function enqueueSignUpJobs(jobs: Jobs, db: PgBoss.Db, job: VipWelcomeJob & VipForwardJob & { forward: boolean }) {
  await declareVipQueues(jobs);
  const ids = await Promise.all([
    jobs.send<VipWelcomeJob>(VIP_WELCOME_QUEUE, { subscriberId: job.subscriberId, origin: job.origin }, { db }),
    job.forward ? jobs.send<VipForwardJob>(VIP_FORWARD_QUEUE, { email: job.email }, { db }) : 'skipped',
  ]);
  // pg-boss answers null for a queue it does not know; a lost e-mail must not pass silently.
  if (ids.includes(null)) throw new Error('VIP sign-up jobs could not be enqueued');
}

/** Sends the welcome e-mail; a failing SMTP server throws, and pg-boss retries with backoff. */
export async function sendWelcomeEmail(deps: Pick<WorkerDeps, 'database' | 'mailer' | 'logger'>, job: VipWelcomeJob) {
  const [subscriber] = await deps.database.db
    .select({ email: vipSubscribers.email, language: vipSubscribers.language, token: vipSubscribers.token, isActive: vipSubscribers.isActive, acceptsEmails: vipSubscribers.acceptsEmails })
    .from(vipSubscribers)
    .where(eq(vipSubscribers.id, job.subscriberId));
  // Deleted or unsubscribed before the job ran, or never agreed to e-mails: nothing to send.
  if (!subscriber?.isActive || !subscriber.acceptsEmails) {
    deps.logger.info({ subscriberId: job.subscriberId }, 'VIP welcome e-mail skipped');
    return;
  }
  await deps.mailer.send(welcomeEmail({ to: subscriber.email, language: subscriber.language, origin: job.origin, token: subscriber.token }));
}

/** POSTs `{email}` to VIP_WEBHOOK_URL; anything but a 2xx throws and is retried. */
export async function forwardSignUp(webhookUrl: string, job: VipForwardJob) {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: job.email }),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`VIP webhook answered ${response.status}`);
}

/** Declares the VIP queues and starts their workers (called from workers.ts). */
export async function registerVipWorkers(deps: WorkerDeps, retry: Partial<PgBoss.Queue> = {}) {
  await declareVipQueues(deps.jobs, retry);
  await deps.jobs.work<VipWelcomeJob>(VIP_WELCOME_QUEUE, (data) => sendWelcomeEmail(deps, data), VIP_WORK);
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
