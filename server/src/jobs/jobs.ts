import PgBoss from 'pg-boss';
import type pg from 'pg';
import { isUnavailableError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { requestsInFlight } from '../lib/requests-in-flight';

/** Retries with exponential backoff, spread out enough to outlast a third party's usual outage (docs/decisions/0010-pg-boss-jobs.md). */
export const DEFAULT_RETRY = { retryLimit: 10, retryDelay: 5, retryBackoff: true } as const;

/** pg-boss's tables live in this schema of the application's database. */
const JOBS_SCHEMA = 'pgboss';

/** How long stopping waits for the jobs being handled, then for pg-boss's calls that settle them. */
const STOP_WAIT_MS = 10_000;

/** How long pg-boss's own database calls keep retrying while PostgreSQL is unreachable. */
const OUTAGE_GRACE_MS = 60_000;

/** Runs `query` again (backing off) while the database is unreachable, for up to `graceMs`. */
async function whileUnavailable<T>(query: () => Promise<T>, graceMs: number): Promise<T> {
  const until = Date.now() + graceMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await query();
    } catch (error) {
      if (!isUnavailableError(error) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** attempt)));
    }
  }
}

type JobHandler<T> = (data: T, job: PgBoss.Job<T>) => Promise<void>;

/** What a batch handler answers: the jobs to try again later, each with its reason; the others are done. */
export interface BatchOutcome {
  retry: Array<{ id: string; reason: string }>;
}

type BatchHandler<T> = (jobs: Array<PgBoss.Job<T>>) => Promise<BatchOutcome>;

/**
 * pg-boss waits a whole polling interval after every fetch, even when it found work, so a
 * worker runs at most `batchSize` jobs per interval: one job per fetch drains a busy queue at
 * one job per interval. A larger batch settles each job on its own (a failure retries only that
 * job), `concurrency` of them at a time.
 */
interface WorkOptions {
  batchSize?: number;
  concurrency?: number;
}

export interface Jobs {
  boss: PgBoss;
  /** Declares a queue (idempotent) with its retry policy. */
  queue(name: string, options?: Partial<PgBoss.Queue>): Promise<void>;
  /** Enqueues a job; pass `db` to enqueue inside the caller's transaction. */
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Enqueues many jobs (of any queues) in one statement, with their queues' settings; pass `db`
   * to enqueue inside the caller's transaction. pg-boss skips, without an error, the jobs of a
   * queue that does not exist: declare the queue before the first insert.
   */
  insert(jobs: PgBoss.JobInsert[], options?: PgBoss.InsertOptions): Promise<void>;
  /** Runs `handler` for each job; a thrown error fails the try and schedules the retry. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Runs `handler` on each fetched batch at once (one query for the whole batch); the jobs it
   * names in `retry` are tried again with backoff, the others complete. A thrown error retries
   * the whole batch. A fetch that came back full is followed by the next at once instead of
   * after the polling interval, so a backlog drains as fast as the handler goes; during a rush
   * of requests, at one batch per RUSH_BATCH_INTERVAL_MS (RUSH_REQUESTS).
   */
  workBatches<T extends object>(name: string, handler: BatchHandler<T>, options: { batchSize: number }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application's PostgreSQL (its own `pgboss` schema, created and upgraded by
 * pg-boss at start). Jobs survive restarts and any instance may run them, each exactly once.
 */
export async function startJobs(options: {
  pool: pg.Pool;
  logger: Logger;
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for the jobs being handled, then again for pg-boss's calls that settle them. */
  stopWaitMs?: number;
}): Promise<Jobs> {
  const { pool, logger } = options;
  const stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
  const direct = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  // pg-boss's calls still running: `stop` waits for them before the caller closes the pool.
  const running = new Set<Promise<unknown>>();
  const track = <T>(call: Promise<T>) => {
    running.add(call);
    call.then(() => running.delete(call), () => running.delete(call));
    return call;
  };
  // Once `stop` has returned the caller may close the pool. A call of pg-boss's that fails after
  // that (one outlasting the wait, or a handler's late completion, which pg-boss does not await)
  // is logged and abandoned, never settling, instead of rejecting unhandled; pg-boss failed that
  // job at stop, so it runs again with its retry policy.
  let stopped = false;
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      return await track(whileUnavailable(() => direct.executeSql(text, values), OUTAGE_GRACE_MS));
    } catch (error) {
      if (!stopped) throw error;
      logger.warn({ err: error }, 'a job queue call failed after the queue stopped; its job will be retried');
      return new Promise<never>(() => {});
    }
  };
  const boss = new PgBoss({
    // pg-boss's own calls (fetch, complete, fail, maintenance) wait out a database restart.
    // It settles a finished job without awaiting the call: a failure there would be an
    // unhandled rejection (the process stops) and the job would stay active until it expires.
    db: { executeSql },
    schema: JOBS_SCHEMA,
    ...DEFAULT_RETRY,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;

  return {
    boss,
    async queue(name, queueOptions) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { ...DEFAULT_RETRY, ...queueOptions, name });
    },
    // A request that enqueues must not wait for the database: it fails at once (→ 503).
    send: (name, data, sendOptions) => boss.send(name, data, { db: direct, ...sendOptions }),
    insert: (jobs, insertOptions) => boss.insert(jobs, { db: direct, ...insertOptions }),
    async work(name, handler, workOptions = {}) {
      const batchSize = workOptions.batchSize ?? 1;
      const lanes = Math.max(1, Math.min(workOptions.concurrency ?? 1, batchSize));
      await boss.work(name, { pollingIntervalSeconds: polling, batchSize }, async (jobs) => {
        const waiting = [...jobs];
        const lane = async () => {
          for (let job = waiting.shift(); job; job = waiting.shift()) {
            try {
              await handler(job.data as never, job as never);
            } catch (error) {
              logger.warn({ err: error, queue: name, jobId: job.id }, 'job failed; it will be retried');
              // Failed here, this job is no longer active: pg-boss completes only the others.
              await boss.fail(name, job.id, { message: (error as Error).message });
            }
          }
        };
        await Promise.all(Array.from({ length: lanes }, lane));
      });
    },
    async workBatches(name, handler, workOptions) {
      await workFullBatchesAtOnce(boss, name, { pollingIntervalSeconds: polling, batchSize: workOptions.batchSize }, async (jobs) => {
        const { retry } = await handler(jobs as never);
        if (retry.length === 0) return;
        logger.warn({ queue: name, retries: retry.length, reasons: [...new Set(retry.map((job) => job.reason))].slice(0, 5) }, 'jobs failed; they will be retried');
        // Failed here, these jobs are no longer active: pg-boss completes only the others.
        // pg-boss documents failing a list of ids without a reason: the reasons are in the log line above.
        await boss.fail(name, retry.map((job) => job.id));
      });
    },
    // A worker counts as stopped once its last batch is handled, while pg-boss's call that
    // settles that batch may still run: it is waited for too (up to STOP_WAIT_MS, as it may be
    // waiting out an outage), so the job is not left active, to run again when its lease ends,
    // by a pool closed under it.
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: stopWaitMs });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise((resolve) => (timer = setTimeout(resolve, stopWaitMs)));
      await Promise.race([Promise.allSettled(running), deadline]);
      clearTimeout(timer);
      stopped = true;
    },
  };
}

/**
 * More requests than this in flight at once is a rush of visitors (a sign-up rush holds far
 * more): batch workers then leave the event loop to them (see workFullBatchesAtOnce).
 */
export const RUSH_REQUESTS = 20;

/** During a rush, a batch worker starts at most one full batch per this interval. */
export const RUSH_BATCH_INTERVAL_MS = 1_000;

/**
 * `boss.work`, except that a fetch which came back full is followed by the next at once
 * instead of after the polling interval (notifyWorker skips pg-boss's wait). During a rush
 * (over RUSH_REQUESTS requests in flight) the next fetch waits until RUSH_BATCH_INTERVAL_MS
 * after this one began: the visitors' requests come first, and a backlog still drains, a batch
 * per interval, at full speed again once the rush is answered.
 */
async function workFullBatchesAtOnce<T>(
  boss: PgBoss,
  name: string,
  options: { pollingIntervalSeconds: number; batchSize: number },
  handler: (jobs: Array<PgBoss.Job<T>>) => Promise<void>,
) {
  // Known once `work` resolves, which comes before its first fetch can return jobs.
  const worker: { id?: string } = {};
  worker.id = await boss.work<T>(name, options, async (jobs) => {
    const began = Date.now();
    await handler(jobs);
    const id = worker.id;
    if (jobs.length < options.batchSize || !id) return;
    if (requestsInFlight() <= RUSH_REQUESTS) boss.notifyWorker(id);
    else setTimeout(() => boss.notifyWorker(id), Math.max(0, began + RUSH_BATCH_INTERVAL_MS - Date.now())).unref();
  });
}
