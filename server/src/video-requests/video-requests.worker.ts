import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { DEFAULT_RETRY, type Jobs } from '../jobs/jobs';
import { forwardVideoRequest, VIDEO_FORWARD_QUEUE } from './video-requests.service';

/** Declares the forwarding queue (retried with backoff) and starts its worker. */
export async function registerVideoRequestWorker(
  deps: { config: Config; database: Database; jobs: Jobs },
  retry: Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff'> = DEFAULT_RETRY,
) {
  await deps.jobs.queue(VIDEO_FORWARD_QUEUE, retry);
  const options = { db: deps.database.db, webhookUrl: deps.config.VIDEO_WEBHOOK_URL, retryLimit: retry.retryLimit ?? DEFAULT_RETRY.retryLimit };
  await deps.jobs.work<{ id: string }>(VIDEO_FORWARD_QUEUE, (data) => forwardVideoRequest(options, data.id));
}
