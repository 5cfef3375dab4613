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
    // pg-boss's statement that completes jobs answers half a second late (a busy database).
    const slowCompletions = {
      async query(text: string, values?: unknown[]) {
        if (text.includes('SET completed_on = now()')) await new Promise((resolve) => setTimeout(resolve, 500));
        return ctx.database.pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const jobs = await startJobs({ pool: slowCompletions, logger: createLogger('silent'), pollingIntervalSeconds: 0.5 });
    await jobs.queue(QUEUE);
    let handled!: () => void;
    const wasHandled = new Promise<void>((resolve) => (handled = resolve));
    await jobs.work(QUEUE, async () => handled());
    const id = await jobs.send(QUEUE, {});

    await wasHandled;
    await jobs.stop();

    const { rows } = await ctx.database.pool.query('select state from pgboss.job where id = $1', [id]);
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
