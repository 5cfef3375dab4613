import type { SubscribersResponse } from '@shared/subscribers';
import { formatStaffNumber } from '@/lib/staff-number-format';

/**
 * How many subscribers match, as the screen says it: exact ("734"), capped ("más de 1.000")
 * or, for the whole list of a large club, approximate ("aprox. 1.000.000": from a recent count, not an exact one).
 */
export function matchesText(data: Pick<SubscribersResponse, 'matches' | 'matchesCapped' | 'countsApproximate'>, filtered: boolean) {
  if (data.matchesCapped) return `más de ${formatStaffNumber(data.matches)}`;
  if (!filtered && data.countsApproximate) return `aprox. ${formatStaffNumber(data.matches)}`;
  return formatStaffNumber(data.matches);
}
