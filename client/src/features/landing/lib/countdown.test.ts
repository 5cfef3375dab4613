import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntilMidnight } from './countdown';

describe('urgency countdown', () => {
  it('When it is 22:58:30, then 1 h 1 min 30 s are left until midnight', () => {
    expect(formatCountdown(msUntilMidnight(new Date(2024, 4, 10, 22, 58, 30)))).toBe('01:01:30');
  });

  it('When it is just after midnight, then almost a whole day is left', () => {
    expect(formatCountdown(msUntilMidnight(new Date(2024, 4, 10, 0, 0, 1)))).toBe('23:59:59');
  });

  it('When part of a second is left, then the seconds are rounded down', () => {
    expect(formatCountdown(1_999)).toBe('00:00:01');
  });

  it('When the time is already past, then it shows zero instead of a negative time', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});
