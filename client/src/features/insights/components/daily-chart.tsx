import { useState } from 'react';
import type { InsightsSummary } from '@shared/insights';
import { BarChart } from '@/components/ui/bar-chart';
import { cn } from '@/lib/cn';
import { formatStaffDay } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';

type Day = InsightsSummary['byDay'][number];
type Metric = Exclude<keyof Day, 'date'>;

const METRICS: Array<{ key: Metric; label: string }> = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'pageviews', label: 'Páginas vistas' },
  { key: 'signUps', label: 'Suscripciones' },
  { key: 'marketplaceClicks', label: 'Clics a Amazon' },
];

/** One figure of the period per day, the figure chosen above the bars. */
export function DailyChart({ days }: { days: InsightsSummary['byDay'] }) {
  const [metric, setMetric] = useState<Metric>('visitors');
  const { label } = METRICS.find((choice) => choice.key === metric)!;
  const total = days.reduce((sum, day) => sum + day[metric], 0);
  const best = days.reduce<Day | undefined>((top, day) => (!top || day[metric] > top[metric] ? day : top), undefined);
  const span = days.length ? `del ${formatStaffDay(days[0].date)} al ${formatStaffDay(days[days.length - 1].date)}` : '';
  const summary =
    best && best[metric] > 0
      ? `${label} por día ${span}: ${formatStaffNumber(total)} en total; el día con más fue el ${formatStaffDay(best.date)} con ${formatStaffNumber(best[metric])}.`
      : `${label} por día: sin datos en este periodo.`;

  return (
    <section aria-labelledby="insights-daily-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="insights-daily-title" className="text-lg font-bold text-slate-900">
          Por día
        </h3>
        <div role="group" aria-label="Qué mostrar por día" className="flex flex-wrap gap-1.5">
          {METRICS.map((choice) => (
            <button
              key={choice.key}
              type="button"
              aria-pressed={choice.key === metric}
              onClick={() => setMetric(choice.key)}
              className={cn(
                'min-h-9 rounded-full px-3 text-xs font-semibold focus-visible:outline-3 focus-visible:outline-brand-gold',
                choice.key === metric ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100',
              )}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
      <BarChart
        bars={days.map((day) => ({ key: day.date, value: day[metric], label: formatStaffDay(day.date) }))}
        summary={summary}
        testId="insights-daily-chart"
        caption={
          <>
            <span className="font-semibold text-slate-900">{label} por día</span>
            <span className="text-sm text-slate-600">{formatStaffNumber(total)} en el periodo</span>
          </>
        }
      />
    </section>
  );
}
