import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A flush the test releases by hand, recording each batch it was given. */
function manualFlush() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => releases.push(() => resolve(items.map((item) => item * 10))));
  };
  return { batches, flush, releaseNext: () => releases.shift()?.() };
}

describe('createBatcher (group commit)', () => {
  it('When items are submitted in one turn, then one flush takes them all and each gets its own result', async () => {
    const { batches, flush, releaseNext } = manualFlush();
    const batcher = createBatcher({ flush, maxBatch: 100 });

    const results = [1, 2, 3].map((item) => batcher.submit(item));
    await expect.poll(() => batches.length).toBe(1);
    releaseNext();

    expect(await Promise.all(results)).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('When items arrive while a flush runs, then they wait and go together in the next one, and nothing settles before its own flush', async () => {
    const { batches, flush, releaseNext } = manualFlush();
    const batcher = createBatcher({ flush, maxBatch: 100 });
    const first = batcher.submit(1);
    await expect.poll(() => batches.length).toBe(1);

    let laterSettled = false;
    const later = [2, 3, 4].map((item) => batcher.submit(item).finally(() => (laterSettled = true)));
    releaseNext();
    expect(await first).toBe(10);
    await expect.poll(() => batches.length).toBe(2);
    expect(laterSettled).toBe(false);
    releaseNext();

    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('When two flushes may run at once, then a second batch starts while the first runs, and a third waits for one of them', async () => {
    const { batches, flush, releaseNext } = manualFlush();
    const batcher = createBatcher({ flush, maxBatch: 100, maxFlushes: 2 });
    const first = batcher.submit(1);
    await expect.poll(() => batches.length).toBe(1);
    const second = batcher.submit(2);
    await expect.poll(() => batches.length).toBe(2);

    const third = [3, 4].map((item) => batcher.submit(item));
    releaseNext();
    expect(await first).toBe(10);
    await expect.poll(() => batches.length).toBe(3);
    releaseNext();
    releaseNext();

    expect([await second, ...(await Promise.all(third))]).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2], [3, 4]]);
  });

  it('When more items wait than a batch holds, then they are flushed in batches of at most maxBatch', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher({ flush: async (items: number[]) => (batches.push(items), items), maxBatch: 2 });

    expect(await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.submit(item)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('When a batch fails with an error worth isolating, then it is split until the bad item fails alone', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher({
      maxBatch: 100,
      isolate: (error) => (error as Error).message === 'bad item',
      flush: async (items: number[]) => {
        batches.push(items);
        if (items.includes(3)) throw new Error('bad item');
        return items;
      },
    });

    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((item) => batcher.submit(item)));

    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([1, 2, 'failed', 4, 5]);
    expect(batches).toEqual([[1, 2, 3, 4, 5], [1, 2, 3], [1, 2], [3], [4, 5]]);
  });

  it('When a batch fails with any other error (the database is away), then every item of it fails and the next batch still runs', async () => {
    let down = true;
    const batcher = createBatcher({
      maxBatch: 100,
      isolate: () => false,
      flush: async (items: number[]) => {
        if (down) throw new Error('connection refused');
        return items;
      },
    });

    const outcomes = await Promise.allSettled([1, 2].map((item) => batcher.submit(item)));
    down = false;

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.submit(3)).toBe(3);
  });
});
