import { describe, expect, it } from 'vitest';
import { countdownWidth, formatCountdown } from './countdown';

describe('urgency countdown', () => {
  it('When 1 h 1 min 30 s are left, then it reads 01:01:30', () => {
    expect(formatCountdown((3600 + 60 + 30) * 1000)).toBe('01:01:30');
  });

  it('When almost a day is left, then it reads 23:59:59', () => {
    expect(formatCountdown(86_399_000)).toBe('23:59:59');
  });

  it('When days are left, then they come first', () => {
    expect(formatCountdown((30 * 86_400 + 15 * 3600 + 49 * 60 + 37) * 1000)).toBe('30d 15:49:37');
  });

  it('When the countdown is sized, then every digit counts as a 0', () => {
    expect(countdownWidth('30d 15:49:37')).toBe('00d 00:00:00');
  });

  it('When part of a second is left, then the seconds are rounded down', () => {
    expect(formatCountdown(1_999)).toBe('00:00:01');
  });

  it('When the time is already past, then it shows zero instead of a negative time', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});
