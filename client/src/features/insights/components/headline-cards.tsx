import type { InsightsSummary, InsightTotals } from '@shared/insights';
import { InsightFigure } from './insight-figure';

const HEADLINES: Array<{ key: keyof InsightTotals; label: string }> = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'pageviews', label: 'Páginas vistas' },
  { key: 'signUps', label: 'Suscripciones VIP' },
  { key: 'confirmed', label: 'Confirmadas' },
  { key: 'marketplaceClicks', label: 'Clics a Amazon' },
];

/** The period's five headline figures, each against the period before. */
export function HeadlineCards({ summary }: { summary: InsightsSummary }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {HEADLINES.map(({ key, label }, index) => (
        <InsightFigure
          key={key}
          label={label}
          value={summary[key]}
          previous={summary.previous[key]}
          testId={`headline-${key}`}
          // Five cards two by two on a phone: the last one takes the whole row.
          className={index === HEADLINES.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}
        />
      ))}
    </div>
  );
}
