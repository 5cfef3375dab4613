import { describe, expect, it } from 'vitest';
import { createGatheredOrders, createOverCapSearches } from './subscriber-search-cache';

const order = (...ids: number[]) => async () => Float64Array.from(ids);

describe('the kept orders of large searches', () => {
  it('When the same search is asked again within the age limit, then it is gathered once; after it, again', async () => {
    let now = 0;
    let gatherings = 0;
    const orders = createGatheredOrders({ maxAgeMs: 100, now: () => now });
    const gather = async () => (gatherings++, Float64Array.of(3, 1, 2));

    const [first, second] = await Promise.all([orders.get('maria', gather), orders.get('maria', gather)]);
    now = 100;
    await orders.get('maria', gather);
    const countWithin = gatherings;
    now = 101;
    await orders.get('maria', gather);

    expect(Array.from(first)).toEqual([3, 1, 2]);
    expect(second).toBe(first);
    expect(countWithin).toBe(1);
    expect(gatherings).toBe(2);
  });

  it('When a gathering fails, then it is not kept and the next request gathers again', async () => {
    const orders = createGatheredOrders();

    await expect(orders.get('maria', () => Promise.reject(new Error('database restarting')))).rejects.toThrow('database restarting');

    expect(Array.from(await orders.get('maria', order(7)))).toEqual([7]);
  });

  it('When more searches are kept than allowed, then the oldest goes first; clear drops them all', async () => {
    const orders = createGatheredOrders({ maxEntries: 2 });
    await orders.get('a', order(1));
    await orders.get('b', order(2));
    await orders.get('c', order(3));

    const kept = [(await orders.get('c', order(0)))[0], (await orders.get('b', order(0)))[0]];
    const dropped = (await orders.get('a', order(0)))[0];
    orders.clear();

    expect(kept).toEqual([3, 2]);
    expect(dropped).toBe(0);
    expect((await orders.get('c', order(9)))[0]).toBe(9);
  });
});

describe('the searches counted past the cap', () => {
  it('When a search was counted past the cap, then it is known for 30 s, not after; clear forgets it', async () => {
    let now = 0;
    const overCap = createOverCapSearches({ now: () => now });
    overCap.keep('gmail', true);
    overCap.keep('maria', true);

    now = 30_000;
    const within = await overCap.peek('gmail');
    now = 30_001;
    const after = overCap.peek('gmail');
    now = 0;
    overCap.keep('gmail', true);
    overCap.clear();

    expect(within).toBe(true);
    expect(after).toBeUndefined();
    expect(overCap.peek('gmail')).toBeUndefined();
    expect(overCap.peek('lopez12')).toBeUndefined();
  });

  it('When staff change the list while a search is being counted, then its count is not kept', () => {
    const overCap = createOverCapSearches();
    const since = overCap.clears();

    overCap.clear();
    overCap.keep('gmail', true, since);

    expect(overCap.peek('gmail')).toBeUndefined();
  });
});
