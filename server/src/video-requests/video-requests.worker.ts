import type PgBoss from 'pg-boss';
import type { WorkerDeps } from '../deps';
import { DEFAULT_RETRY } from '../jobs/jobs';
import { createVideoRequestsService, VIDEO_FORWARD_QUEUE } from './video-requests.service';

/** Declares the forwarding queue (retried with backoff) and starts its worker. */
export async function registerVideoRequestWorkers(
  deps: WorkerDeps,
  retry: Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff'> = DEFAULT_RETRY,
) {
  const videoRequests = createVideoRequestsService(deps);
  const retryLimit = retry.retryLimit ?? DEFAULT_RETRY.retryLimit;
  await deps.jobs.queue(VIDEO_FORWARD_QUEUE, retry);
  await deps.jobs.work<{ id: string }>(VIDEO_FORWARD_QUEUE, (data) => videoRequests.forward(data.id, retryLimit));
}
