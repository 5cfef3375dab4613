import { describe, expect, it } from 'vitest';
import { daysIn, rangeOf, shopToday } from './periods';

describe('rangeOf', () => {
  // Saturday 15 March 2025, midday in Guatemala (UTC−6).
  const saturday = new Date('2025-03-15T18:00:00Z');

  it('When a period is chosen, then its days end today', () => {
    expect(rangeOf('today', saturday)).toEqual({ from: '2025-03-15', to: '2025-03-15' });
    expect(rangeOf('7d', saturday)).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(rangeOf('30d', saturday)).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    expect(rangeOf('12m', saturday)).toEqual({ from: '2024-03-16', to: '2025-03-15' });
  });

  it('When a period crosses a month or a year, then the calendar carries over', () => {
    expect(rangeOf('7d', new Date('2025-01-03T18:00:00Z'))).toEqual({ from: '2024-12-28', to: '2025-01-03' });
    expect(rangeOf('12m', new Date('2024-12-31T18:00:00Z'))).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it('When it is already tomorrow in UTC but not yet in the shop, then today is the shop\'s day', () => {
    expect(shopToday(new Date('2025-03-16T05:30:00Z'))).toBe('2025-03-15');
    expect(shopToday(new Date('2025-03-16T06:00:00Z'))).toBe('2025-03-16');
  });

  it('When a range is measured, then both ends count', () => {
    expect(daysIn({ from: '2025-03-09', to: '2025-03-15' })).toBe(7);
    expect(daysIn(rangeOf('12m', saturday))).toBe(365);
  });
});
