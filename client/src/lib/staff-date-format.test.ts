import { describe, expect, it } from 'vitest';
import { formatStaffDate, formatStaffDay } from './staff-date-format';

describe('staff dates', () => {
  it('When a calendar day shows with its year, then it reads as in Spain, whatever the time zone', () => {
    expect(formatStaffDate('2025-03-09')).toBe('9 mar 2025');
    expect(formatStaffDate('2024-12-31')).toBe('31 dic 2024');
  });

  it('When a day labels a chart, then it is day and month', () => {
    expect(formatStaffDay('2025-03-09')).toBe('09/03');
  });
});
