import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createSalts, shopDay, visitorHash } from './insight-visitor';

const SITE = 'https://chapinbox.com';
const ADDRESS = '203.0.113.7';
const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

describe('visitorHash', () => {
  it('When the same salt, site, address and browser are hashed, then the visitor is the same positive whole number a JS number holds', () => {
    const visitor = visitorHash('salt-a', SITE, ADDRESS, AGENT);
    expect(visitorHash('salt-a', SITE, ADDRESS, AGENT)).toBe(visitor);
    expect(Number.isSafeInteger(visitor)).toBe(true);
    expect(visitor).toBeGreaterThan(0);
    expect(visitor).toBeLessThan(2 ** 48);
  });

  it("When the day's salt changes, then the same browser gets another hash: visits cannot be followed across days", () => {
    expect(visitorHash('salt-of-monday', SITE, ADDRESS, AGENT)).not.toBe(visitorHash('salt-of-tuesday', SITE, ADDRESS, AGENT));
  });

  it('When the address, the browser or the site differ, then so does the visitor', () => {
    const visitor = visitorHash('salt', SITE, ADDRESS, AGENT);
    expect(visitorHash('salt', SITE, '203.0.113.8', AGENT)).not.toBe(visitor);
    expect(visitorHash('salt', SITE, ADDRESS, `${AGENT} Chrome`)).not.toBe(visitor);
    expect(visitorHash('salt', 'https://otra.example', ADDRESS, AGENT)).not.toBe(visitor);
  });
});

describe('shopDay', () => {
  it("When an instant is near midnight in Guatemala, then it belongs to the shop's day, not UTC's", () => {
    expect(shopDay(new Date('2026-11-28T05:59:59Z'))).toBe('2026-11-27');
    expect(shopDay(new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
  });
});

describe('the daily salt', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When two instances ask for the same day at once, then both get the one salt stored; another day gets another salt', async () => {
    const [first, second] = [createSalts(ctx.database.db), createSalts(ctx.database.db)];
    const [a, b] = await Promise.all([first.forDay('2026-11-20'), second.forDay('2026-11-20')]);
    const next = await first.forDay('2026-11-21');

    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(next).not.toBe(a);
    const { rows } = await ctx.database.pool.query("select day::text, salt from insight_salts where day in ('2026-11-20', '2026-11-21') order by day");
    expect(rows).toEqual([
      { day: '2026-11-20', salt: a },
      { day: '2026-11-21', salt: next },
    ]);
  });
});
