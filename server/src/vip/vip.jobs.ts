import type PgBoss from 'pg-boss';
import { DEFAULT_RETRY, type Jobs } from '../jobs/jobs';

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
