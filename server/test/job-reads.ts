import type PgBoss from 'pg-boss';
import type { BatchOutcome, Jobs } from '../src/jobs/jobs';

// Tests read jobs through pg-boss's public API, never its tables: a pg-boss release may change those.

/** Jobs of `queue` not settled yet: created, due a retry, or running. */
export const unsettledJobs = (jobs: Jobs, queue: string) => jobs.boss.getQueueSize(queue, { before: 'completed' });

/**
 * Every job of `queue` that pg-boss holds, settled or not, except failed ones: compared before
 * and after an action, it counts the jobs that action queued.
 */
export const heldJobs = (jobs: Jobs, queue: string) => jobs.boss.getQueueSize(queue, { before: 'failed' });

/**
 * Takes every job waiting in `queue` and completes it, answering each as it was fetched (with
 * its settings): for tests that run no worker.
 */
export async function drainWaitingJobs<T extends object>(jobs: Jobs, queue: string) {
  const taken = await jobs.boss.fetch<T>(queue, { batchSize: 100_000, includeMetadata: true });
  if (taken.length > 0) await jobs.boss.complete(queue, taken.map((job) => job.id));
  return taken;
}

/**
 * `jobs` whose workers also note what they are handed (`handed`: one entry per fetch of a batch
 * worker, per job of the others), so that a test can read those jobs again by id.
 */
export function watchJobs(jobs: Jobs) {
  const handed: Array<{ queue: string; jobs: PgBoss.Job[] }> = [];
  const watched: Jobs = {
    ...jobs,
    work<T extends object>(name: string, handler: (data: T, job: PgBoss.Job<T>) => Promise<void>, options?: Parameters<Jobs['work']>[2]) {
      return jobs.work<T>(name, (data, job) => {
        handed.push({ queue: name, jobs: [job] });
        return handler(data, job);
      }, options);
    },
    workBatches<T extends object>(name: string, handler: (batch: Array<PgBoss.Job<T>>) => Promise<BatchOutcome>, options: { batchSize: number }) {
      return jobs.workBatches<T>(name, (batch) => {
        handed.push({ queue: name, jobs: batch });
        return handler(batch);
      }, options);
    },
  };
  return {
    jobs: watched,
    handed,
    /** Each job of `queue` handed to a worker so far, as pg-boss holds it now (null if it holds it no more). */
    states<T = object>(queue: string) {
      const ids = [...new Set(handed.filter((entry) => entry.queue === queue).flatMap((entry) => entry.jobs.map((job) => job.id)))];
      return Promise.all(ids.map((id) => jobs.boss.getJobById<T>(queue, id)));
    },
  };
}
