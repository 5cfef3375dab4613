import { describe, expect, it } from 'vitest';
import { formatStaffNumber } from './staff-number-format';

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
