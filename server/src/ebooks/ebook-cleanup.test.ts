import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebooks } from '../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { EBOOK_CLEANUP_QUEUE, registerEbookWorkers } from './ebooks.worker';
import { ABANDONED_UPLOAD_AGE_MS } from './ebooks.service';

describe('abandoned upload cleanup job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true, registerWorkers: registerEbookWorkers });
  });
  afterAll(() => ctx.close());

  // Waits for pg-boss to run the cleanup job.
  it('When the job is registered, then it is scheduled and a run removes abandoned pending rows', { timeout: 30_000 }, async () => {
    const schedules = await ctx.jobs!.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(EBOOK_CLEANUP_QUEUE);
    const [row] = await ctx.database.db
      .insert(ebooks)
      .values({ name: 'viejo.pdf', objectKey: 'ebooks/abandoned.pdf', size: 10, createdAt: new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000) })
      .returning();

    await ctx.jobs!.send(EBOOK_CLEANUP_QUEUE, {});

    await expect.poll(async () => (await ctx.database.db.select().from(ebooks).where(eq(ebooks.id, row.id))).length, { timeout: 10_000 }).toBe(0);
  });
});
