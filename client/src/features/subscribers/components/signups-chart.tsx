import type { DailySignUpsResponse } from '@shared/subscribers';
import { formatStaffDay } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';

/** Bars are drawn in a 30 × 100 box stretched to the card; texts stay HTML so they never stretch. */
const BAR_WIDTH = 0.7;

/** Sign-ups per day over the last 30 days as plain SVG bars (no chart library). */
export function SignUpsChart({ days }: { days: DailySignUpsResponse['days'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...days.map((day) => day.count));
  const best = days.reduce((top, day) => (day.count > top.count ? day : top), days[0] ?? { date: '', count: 0 });
  const summary = best?.count
    ? `Suscripciones por día en los últimos 30 días: ${formatStaffNumber(total)} en total; el día con más fue el ${formatStaffDay(best.date)} con ${formatStaffNumber(best.count)}.`
    : 'Sin suscripciones en los últimos 30 días.';
  // A date each week, and the last day, never two labels on top of each other.
  const last = days.length - 1;
  const ticks = days.filter((_, index) => index === last || (index % 7 === 0 && last - index >= 4));

  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">Suscripciones por día (últimos 30 días)</span>
        <span className="text-sm text-slate-600">
          {formatStaffNumber(total)} en 30 días · máx. {formatStaffNumber(max)} por día
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${days.length} 100`}
        preserveAspectRatio="none"
        className="mt-4 h-32 w-full border-b border-slate-300"
        role="img"
        aria-label={summary}
        data-testid="signups-chart"
      >
        {days.map((day, index) => {
          const height = (day.count / max) * 96;
          return (
            <rect
              key={day.date}
              x={index + (1 - BAR_WIDTH) / 2}
              y={100 - height}
              width={BAR_WIDTH}
              height={height}
              className="fill-brand-blue hover:fill-brand-gold"
            >
              <title>{`${formatStaffDay(day.date)}: ${formatStaffNumber(day.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="relative mt-1 h-4 text-[11px] text-slate-500" aria-hidden="true">
        {ticks.map((day) => {
          const index = days.indexOf(day);
          const align = index === 0 ? '' : index === last ? '-translate-x-full' : '-translate-x-1/2';
          const left = index === 0 ? 0 : index === last ? 100 : ((index + 0.5) / days.length) * 100;
          return (
            <span key={day.date} className={`absolute ${align}`} style={{ left: `${left}%` }}>
              {formatStaffDay(day.date)}
            </span>
          );
        })}
      </div>
    </figure>
  );
}
