import { describe, expect, it } from 'vitest';
import { formatStaffNumber, formatStaffPercent } from './staff-number-format';

describe('formatStaffNumber', () => {
  it('When a staff screen shows a number, then it reads as in Spain', () => {
    expect(formatStaffNumber(12345)).toBe('12.345');
    expect(formatStaffNumber(1234567)).toBe('1.234.567');
    expect(formatStaffNumber(0)).toBe('0');
    expect(formatStaffNumber(1.5)).toBe('1,5');
  });

  it('When told how many decimals, then it rounds to them', () => {
    expect(formatStaffNumber(1.23456, 2)).toBe('1,23');
    expect(formatStaffNumber(1.23456)).toBe('1,235');
  });

  it('When any number shows, then it reads as toLocaleString("es-ES") did on the staff screens before', () => {
    for (const value of [7, 999, 1000, 9999, 10000, 123456.789]) expect(formatStaffNumber(value)).toBe(value.toLocaleString('es-ES'));
  });
});

describe('formatStaffPercent', () => {
  it('When a staff screen shows a share, then it reads as in Spain, with a no-break space before the sign', () => {
    expect(formatStaffPercent(0.384)).toBe('38\u00a0%');
    expect(formatStaffPercent(1)).toBe('100\u00a0%');
    expect(formatStaffPercent(12.5)).toBe('1250\u00a0%');
    expect(formatStaffPercent(0)).toBe('0\u00a0%');
  });

  it('When the share is under 10 %, then it keeps one decimal, so it never reads as nothing', () => {
    expect(formatStaffPercent(0.004)).toBe('0,4\u00a0%');
    expect(formatStaffPercent(0.0951)).toBe('9,5\u00a0%');
    expect(formatStaffPercent(0.05)).toBe('5\u00a0%');
  });
});
