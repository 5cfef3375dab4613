import { cn } from '@/lib/cn';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { changeOf, type Trend } from '../lib/change-text';

const TREND_CLASS: Record<Trend, string> = { up: 'text-green-700', down: 'text-red-700', same: 'text-slate-600', unknown: 'text-slate-500' };

/** One figure of a period in a card, and how it moved against the period before when given. */
export function InsightFigure({ label, value, previous, testId, className }: { label: string; value: number; previous?: number; testId: string; className?: string }) {
  const change = previous === undefined ? undefined : changeOf(value, previous);
  return (
    <div className={cn('min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200', className)} data-testid={testId}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{formatStaffNumber(value)}</p>
      {change && (
        <p className={cn('mt-1 text-xs font-semibold', TREND_CLASS[change.trend])}>
          {change.text}
          {change.trend !== 'unknown' && <span className="font-normal text-slate-500"> frente al periodo anterior</span>}
        </p>
      )}
    </div>
  );
}
