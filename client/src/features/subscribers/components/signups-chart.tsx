import type { DailySignUpsResponse } from '@shared/subscribers';
import { BarChart } from '@/components/ui/bar-chart';
import { formatStaffDay } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';

/** Sign-ups per day over the last 30 days. */
export function SignUpsChart({ days }: { days: DailySignUpsResponse['days'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...days.map((day) => day.count));
  const best = days.reduce((top, day) => (day.count > top.count ? day : top), days[0] ?? { date: '', count: 0 });
  const summary = best?.count
    ? `Suscripciones por día en los últimos 30 días: ${formatStaffNumber(total)} en total; el día con más fue el ${formatStaffDay(best.date)} con ${formatStaffNumber(best.count)}.`
    : 'Sin suscripciones en los últimos 30 días.';

  return (
    <BarChart
      bars={days.map((day) => ({ key: day.date, value: day.count, label: formatStaffDay(day.date) }))}
      summary={summary}
      testId="signups-chart"
      caption={
        <>
          <span className="font-semibold text-slate-900">Suscripciones por día (últimos 30 días)</span>
          <span className="text-sm text-slate-600">
            {formatStaffNumber(total)} en 30 días · máx. {formatStaffNumber(max)} por día
          </span>
        </>
      }
    />
  );
}
