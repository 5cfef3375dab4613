import type { ReactNode } from 'react';
import { formatStaffNumber } from '@/lib/staff-number-format';

export interface ChartBar {
  key: string;
  value: number;
  /** The bar's short name: its tick under the chart and its tooltip ('30/03'). */
  label: string;
}

/** Bars are drawn in an n × 100 box stretched to the card; texts stay HTML so they never stretch. */
const BAR_WIDTH = 0.7;

/** About five labels under any number of bars, the last always, never two on top of each other. */
function ticksOf(bars: ChartBar[]) {
  const last = bars.length - 1;
  const every = Math.max(1, Math.ceil(bars.length / 5));
  return bars.map((bar, index) => ({ bar, index })).filter(({ index }) => index === last || (index % every === 0 && last - index >= Math.ceil(every / 2)));
}

/**
 * The staff screens' bar chart, plain SVG (no chart library): one bar per value, the caption
 * above, `summary` read out in place of the drawing.
 */
export function BarChart({ bars, caption, summary, testId }: { bars: ChartBar[]; caption: ReactNode; summary: string; testId?: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const last = bars.length - 1;
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">{caption}</figcaption>
      <svg
        viewBox={`0 0 ${Math.max(1, bars.length)} 100`}
        preserveAspectRatio="none"
        className="mt-4 h-32 w-full border-b border-slate-300"
        role="img"
        aria-label={summary}
        data-testid={testId}
      >
        {bars.map((bar, index) => {
          const height = (bar.value / max) * 96;
          return (
            <rect key={bar.key} x={index + (1 - BAR_WIDTH) / 2} y={100 - height} width={BAR_WIDTH} height={height} className="fill-brand-blue hover:fill-brand-gold">
              <title>{`${bar.label}: ${formatStaffNumber(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="relative mt-1 h-4 text-[11px] text-slate-500" aria-hidden="true">
        {ticksOf(bars).map(({ bar, index }) => {
          // A lone bar's label sits under its middle; the ends' labels stay inside the card.
          const [left, align] =
            last === 0 ? [50, '-translate-x-1/2'] : index === 0 ? [0, ''] : index === last ? [100, '-translate-x-full'] : [((index + 0.5) / bars.length) * 100, '-translate-x-1/2'];
          return (
            <span key={bar.key} className={`absolute whitespace-nowrap ${align}`} style={{ left: `${left}%` }}>
              {bar.label}
            </span>
          );
        })}
      </div>
    </figure>
  );
}
