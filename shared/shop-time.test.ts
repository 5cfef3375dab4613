import { describe, expect, it } from 'vitest';
import { BUYERS_TIME_ZONE, SHOP_TIME_ZONE, zonedInstant, zonedWallClock } from './shop-time';

describe('the shop clock', () => {
  it('When staff type 9:00 in Guatemala, then the instant is 15:00 UTC, any time of year (no daylight saving)', () => {
    expect(zonedInstant('2026-12-01', '09:00', SHOP_TIME_ZONE).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00', SHOP_TIME_ZONE).toISOString()).toBe('2026-07-01T15:00:00.000Z');
  });

  it('When the same instant is read in US Eastern time, then winter is one hour ahead of Guatemala and summer two', () => {
    expect(zonedWallClock(new Date('2026-12-01T15:00:00Z'), BUYERS_TIME_ZONE)).toEqual({ date: '2026-12-01', time: '10:00' });
    expect(zonedWallClock(new Date('2026-07-01T15:00:00Z'), BUYERS_TIME_ZONE)).toEqual({ date: '2026-07-01', time: '11:00' });
  });

  it('When a wall clock is turned into an instant and back, then it is the same wall clock, across midnight too', () => {
    const instant = zonedInstant('2026-12-31', '23:45', SHOP_TIME_ZONE);
    expect(instant.toISOString()).toBe('2027-01-01T05:45:00.000Z');
    expect(zonedWallClock(instant, SHOP_TIME_ZONE)).toEqual({ date: '2026-12-31', time: '23:45' });
    expect(zonedWallClock(instant, BUYERS_TIME_ZONE)).toEqual({ date: '2027-01-01', time: '00:45' });
  });

  it('When a US Eastern time falls on the spring-forward hour, then it reads as the hour after', () => {
    expect(zonedInstant('2026-03-08', '02:30', BUYERS_TIME_ZONE).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});
