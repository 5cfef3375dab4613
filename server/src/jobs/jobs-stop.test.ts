import type pg from 'pg';
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
});
