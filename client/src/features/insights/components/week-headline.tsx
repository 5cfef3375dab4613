import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useInsightsSummary } from '../api/get-insights-summary';
import { DEFAULT_PERIOD, rangeOf } from '../lib/periods';
import { InsightFigure } from './insight-figure';

/**
 * The overview's last 7 days: visitors, sign-ups and clicks to Amazon against the week before,
 * from the same summary as /admin/insights (its default period, so the link opens the same figures).
 */
export function WeekHeadline() {
  const summary = useInsightsSummary(rangeOf(DEFAULT_PERIOD));
  return (
    <section aria-labelledby="week-headline-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="week-headline-title" className="text-lg font-bold text-slate-900">
          Últimos 7 días
        </h3>
        <Link href="/admin/insights" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Ver estadísticas
        </Link>
      </div>
      {summary.data ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <InsightFigure label="Visitantes" value={summary.data.visitors} previous={summary.data.previous.visitors} testId="week-visitors" />
          <InsightFigure label="Suscripciones" value={summary.data.signUps} previous={summary.data.previous.signUps} testId="week-signUps" />
          <InsightFigure
            label="Clics a Amazon"
            value={summary.data.marketplaceClicks}
            previous={summary.data.previous.marketplaceClicks}
            testId="week-marketplaceClicks"
            className="col-span-2 sm:col-span-1"
          />
        </div>
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-red-700">
          No se pudieron cargar las visitas de la semana.
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Cargando visitas de la semana...
        </p>
      )}
    </section>
  );
}
