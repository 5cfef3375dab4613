import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('urgency countdown', () => {
  it('When 1 h 1 min 30 s are left, then it reads 01:01:30', () => {
    expect(formatCountdown((3600 + 60 + 30) * 1000)).toBe('01:01:30');
  });

  it('When almost a day is left, then it reads 23:59:59', () => {
    expect(formatCountdown(86_399_000)).toBe('23:59:59');
  });

  it('When part of a second is left, then the seconds are rounded down', () => {
    expect(formatCountdown(1_999)).toBe('00:00:01');
  });

  it('When the time is already past, then it shows zero instead of a negative time', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});
