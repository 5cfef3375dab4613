import type { VipDailyResponse } from '@shared/vip';

const WIDTH = 600;
const HEIGHT = 140;
const TOP = 16;
const BOTTOM = 22;
const LEFT = 4;

const dayLabel = (isoDate: string) => {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
};

/** Sign-ups per day over the last 30 days as plain SVG bars (no chart library). */
export function SignUpsChart({ days }: { days: VipDailyResponse['days'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...days.map((day) => day.count));
  const best = days.reduce((top, day) => (day.count > top.count ? day : top), days[0] ?? { date: '', count: 0 });
  const slot = (WIDTH - LEFT) / Math.max(days.length, 1);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const summary = best?.count
    ? `Suscripciones por día en los últimos 30 días: ${total.toLocaleString('es-ES')} en total; el día con más fue el ${dayLabel(best.date)} con ${best.count.toLocaleString('es-ES')}.`
    : 'Sin suscripciones en los últimos 30 días.';

  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">Suscripciones por día (últimos 30 días)</span>
        <span className="text-sm text-slate-600">{total.toLocaleString('es-ES')} en 30 días</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-36 w-full" role="img" aria-label={summary} data-testid="signups-chart">
        <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-slate-300" strokeWidth={1} />
        <text x={WIDTH} y={10} textAnchor="end" className="fill-slate-500 text-[10px]">
          máx. {max.toLocaleString('es-ES')}
        </text>
        {days.map((day, index) => {
          const height = (day.count / max) * plotHeight;
          const x = LEFT + index * slot + slot * 0.15;
          return (
            <rect key={day.date} x={x} y={HEIGHT - BOTTOM - height} width={slot * 0.7} height={Math.max(height, day.count ? 1 : 0)} rx={2} className="fill-brand-blue">
              <title>{`${dayLabel(day.date)}: ${day.count.toLocaleString('es-ES')}`}</title>
            </rect>
          );
        })}
        {days
          .map((day, index) => ({ day, index }))
          .filter(({ index }) => index % 7 === 0 || index === days.length - 1)
          .map(({ day, index }) => (
            <text key={day.date} x={LEFT + index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-500 text-[10px]">
              {dayLabel(day.date)}
            </text>
          ))}
      </svg>
    </figure>
  );
}
