import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

function counter(values: Array<number | Error>) {
  const state = { calls: 0 };
  const load = async () => {
    const value = values[Math.min(state.calls++, values.length - 1)];
    if (value instanceof Error) throw value;
    return value;
  };
  return { state, load };
}

describe('createReadCache', () => {
  it('When many requests arrive at once, then one query answers them all', async () => {
    const { state, load } = counter([47]);
    const cache = createReadCache(load);
    const totals = await Promise.all(Array.from({ length: 1000 }, () => cache.get()));
    expect(new Set(totals)).toEqual(new Set([47]));
    expect(state.calls).toBe(1);
  });

  it('When the TTL has passed, then the next request queries again', async () => {
    let clock = 0;
    const { state, load } = counter([47, 50]);
    const cache = createReadCache(load, { ttlMs: 1000, now: () => clock });
    expect(await cache.get()).toBe(47);
    clock = 999;
    expect(await cache.get()).toBe(47);
    clock = 1000;
    expect(await cache.get()).toBe(50);
    expect(state.calls).toBe(2);
  });

  it('When invalidated, then the next request queries at once', async () => {
    const { load } = counter([47, 60]);
    const cache = createReadCache(load, { now: () => 0 });
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(60);
  });

  it('When invalidated while a query runs, then that older result is not kept', async () => {
    let release!: (value: number) => void;
    let calls = 0;
    const cache = createReadCache(() => (++calls === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(60)), { now: () => 0 });
    const first = cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(60);
    release(47);
    expect(await first).toBe(47);
    expect(await cache.get()).toBe(60);
  });

  it('When the database fails after a success, then the last known total is served', async () => {
    let clock = 0;
    const { load } = counter([47, new Error('database down')]);
    const cache = createReadCache(load, { ttlMs: 1000, now: () => clock });
    await cache.get();
    clock = 5000;
    expect(await cache.get()).toBe(47);
  });

  it('When the database fails with nothing known, then the error reaches the caller', async () => {
    const { load } = counter([new Error('database down')]);
    await expect(createReadCache(load).get()).rejects.toThrow('database down');
  });
});
