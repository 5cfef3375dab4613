import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

function counter(values: Array<number | Error>) {
  const state = { calls: 0 };
  const load = async () => {
    const value = values[Math.min(state.calls++, values.length - 1)];
    if (value instanceof Error) throw value;
    return value;
  };
  return { state, load };
}

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
  return { lines, logger };
}

describe('createCache', () => {
  it('When many requests for a key arrive at once, then one load answers them all', async () => {
    const { state, load } = counter([47]);
    const cache = createCache<number>({ maxAgeMs: 1000 });
    const totals = await Promise.all(Array.from({ length: 1000 }, () => cache.get('total', load)));
    expect(new Set(totals)).toEqual(new Set([47]));
    expect(state.calls).toBe(1);
  });

  it('When the value is as old as maxAgeMs, then the next request loads it again', async () => {
    let clock = 0;
    const { state, load } = counter([47, 50]);
    const cache = createCache<number>({ maxAgeMs: 1000, now: () => clock });
    expect(await cache.get('total', load)).toBe(47);
    clock = 999;
    expect(await cache.get('total', load)).toBe(47);
    clock = 1000;
    expect(await cache.get('total', load)).toBe(50);
    expect(state.calls).toBe(2);
  });

  it('When this instance deletes a key, then the next request loads it at once; other keys stay', async () => {
    const { load } = counter([47, 60]);
    const cache = createCache<number>({ maxAgeMs: 1000, maxEntries: 2, now: () => 0 });
    await cache.get('total', load);
    await cache.get('other', async () => 1);
    cache.delete('total');
    expect(await cache.get('total', load)).toBe(60);
    expect(await cache.get('other', async () => 2)).toBe(1);
  });

  it('When a key is deleted while its load runs, then that older result is not kept', async () => {
    let release!: (value: number) => void;
    let calls = 0;
    const cache = createCache<number>({ maxAgeMs: 1000, now: () => 0 });
    const load = () => (++calls === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(60));
    const first = cache.get('total', load);
    cache.delete('total');
    expect(await cache.get('total', load)).toBe(60);
    release(47);
    expect(await first).toBe(47);
    expect(await cache.get('total', load)).toBe(60);
  });

  it('When a load fails, then it is not kept and the next request loads again', async () => {
    const cache = createCache<number>({ maxAgeMs: 1000 });
    await expect(cache.get('maria', () => Promise.reject(new Error('database restarting')))).rejects.toThrow('database restarting');
    expect(await cache.get('maria', async () => 7)).toBe(7);
  });

  it('When a load fails after a success and staleOnError is set, then the last value is served, logged once and kept another maxAgeMs', async () => {
    let clock = 0;
    const { lines, logger } = recordingLogger();
    const { state, load } = counter([47, new Error('database down'), 52]);
    const cache = createCache<number>({ maxAgeMs: 1000, staleOnError: { logger, what: 'inventory total' }, now: () => clock });
    await cache.get('total', load);
    clock = 5000;
    expect(await cache.get('total', load)).toBe(47);
    clock = 5999;
    expect(await cache.get('total', load)).toBe(47);
    expect(state.calls).toBe(2);
    expect(lines.map((line) => line.msg)).toEqual(['inventory total unavailable; serving the last known one']);
    clock = 6000;
    expect(await cache.get('total', load)).toBe(52);
  });

  it('When a load fails with nothing known, then the error reaches the caller even with staleOnError', async () => {
    const { logger } = recordingLogger();
    const cache = createCache<number>({ maxAgeMs: 1000, staleOnError: { logger, what: 'total' } });
    await expect(cache.get('total', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });

  it('When more keys are kept than allowed, then the one kept longest goes first; clear makes them all load again', async () => {
    const cache = createCache<number>({ maxAgeMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);

    const kept = [await cache.get('c', async () => 0), await cache.get('b', async () => 0)];
    const dropped = await cache.get('a', async () => 0);
    cache.clear();

    expect(kept).toEqual([3, 2]);
    expect(dropped).toBe(0);
    expect(await cache.get('c', async () => 9)).toBe(9);
  });

  it('When a value is set, then peek finds it until it is too old or cleared; unknown keys are undefined', async () => {
    let clock = 0;
    const cache = createCache<boolean>({ maxAgeMs: 30_000, maxEntries: 200, now: () => clock });
    cache.set('gmail', true);
    clock = 29_999;
    const within = await cache.peek('gmail');
    clock = 30_000;
    const after = cache.peek('gmail');
    clock = 0;
    cache.set('gmail', true);
    cache.clear();

    expect(within).toBe(true);
    expect(after).toBeUndefined();
    expect(cache.peek('gmail')).toBeUndefined();
    expect(cache.peek('lopez12')).toBeUndefined();
  });

  it('When the cache changes while a value is being found, then setting it with the earlier changes() keeps nothing', () => {
    const cache = createCache<boolean>({ maxAgeMs: 30_000, maxEntries: 200 });
    const since = cache.changes();

    cache.clear();
    cache.set('gmail', true, since);

    expect(cache.peek('gmail')).toBeUndefined();
  });
});
