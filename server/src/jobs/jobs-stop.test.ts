import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createLogger } from '../lib/logger';
import { startJobs } from './jobs';

const QUEUE = 'stop-test';

describe('stopping the job queue', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When a job has just been handled as the queue stops, then stop returns only once pg-boss has marked it completed', async () => {
    // Once the job is handled, the database answers half a second late (a busy database): the
    // statement that completes the job is still running when stop begins.
    let busy = false;
    const slowOnceHandled = {
      async query(text: string, values?: unknown[]) {
        if (busy) await new Promise((resolve) => setTimeout(resolve, 500));
        return ctx.database.pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const jobs = await startJobs({ pool: slowOnceHandled, logger: createLogger('silent'), pollingIntervalSeconds: 0.5 });
    await jobs.queue(QUEUE);
    let handled!: () => void;
    const wasHandled = new Promise<void>((resolve) => (handled = resolve));
    await jobs.work(QUEUE, async () => {
      busy = true;
      handled();
    });
    const id = await jobs.send(QUEUE, {});

    await wasHandled;
    await jobs.stop();

    busy = false;
    expect((await jobs.boss.getJobById(QUEUE, id!))?.state).toBe('completed');
  });

  it('When a job outlasts the stop and the pool is closed before it ends, then its late completion is abandoned with a warning, not an unhandled error, and the job runs again later', async () => {
    const pool = new pg.Pool({ connectionString: ctx.config.DATABASE_URL, max: 2 });
    const warnings: string[] = [];
    const logger = { ...createLogger('silent'), warn: (_fields: unknown, message?: string) => void warnings.push(message ?? '') } as unknown as ReturnType<typeof createLogger>;
    const jobs = await startJobs({ pool, logger, pollingIntervalSeconds: 0.5, stopWaitMs: 1_000 });
    const queue = `${QUEUE}-outlasting`;
    await jobs.queue(queue, { retryLimit: 1, retryDelay: 0, retryBackoff: false });
    let started!: () => void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const canFinish = new Promise<void>((resolve) => (finish = resolve));
    let ended!: () => void;
    const hasEnded = new Promise<void>((resolve) => (ended = resolve));
    await jobs.work(queue, async () => {
      started();
      await canFinish;
      ended();
    });
    const id = await jobs.send(queue, {});
    await isRunning;

    await jobs.stop();
    await pool.end();
    finish();
    await hasEnded;

    await expect.poll(() => warnings).toContain('a job queue call failed after the queue stopped; its job will be retried');
    const reader = await startJobs({ pool: ctx.database.pool, logger: createLogger('silent') });
    try {
      expect((await reader.boss.getJobById(queue, id!))?.state).toBe('retry');
    } finally {
      await reader.stop();
    }
  });
});
