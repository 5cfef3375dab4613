import { formatStaffPercent } from '@/lib/staff-number-format';

export type Trend = 'up' | 'down' | 'same' | 'unknown';

/**
 * A figure against the same figure of the period before: '+12 %', '−5 %' (a real minus sign),
 * 'sin cambios', or 'sin datos antes' when there was nothing to compare with.
 */
export function changeOf(current: number, previous: number): { text: string; trend: Trend } {
  if (previous === 0) return { text: 'sin datos antes', trend: 'unknown' };
  if (current === previous) return { text: 'sin cambios', trend: 'same' };
  const ratio = (current - previous) / previous;
  return { text: `${ratio > 0 ? '+' : '−'}${formatStaffPercent(Math.abs(ratio))}`, trend: ratio > 0 ? 'up' : 'down' };
}
