import type { InsightsSummary } from '@shared/insights';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatStaffDate } from '@/lib/staff-date-format';
import { useInsightsSummary } from '../api/get-insights-summary';
import { useInsightsView } from '../hooks/use-insights-view';
import { AttributionChannels } from './attribution-channels';
import { DailyChart } from './daily-chart';
import { FilterChips } from './filter-chips';
import { Funnels } from './funnels';
import { HeadlineCards } from './headline-cards';
import { InsightTables } from './insight-tables';
import { LivePanel } from './live-panel';
import { PeriodPicker } from './period-picker';

const isEmpty = (summary: InsightsSummary) =>
  [summary.visitors, summary.pageviews, summary.vipShown, summary.signUps, summary.confirmed, summary.marketplaceClicks].every((value) => value === 0);

/**
 * /admin/insights (admins and editors): the site's own cookie-free measurement over a period,
 * against the period before, narrowed by a source or a campaign kept in the address.
 */
export function InsightsPage() {
  const view = useInsightsView();
  const summary = useInsightsSummary(view.query);
  const { from, to } = view.range;
  const filtered = Boolean(view.filter.source || view.filter.campaign);

  return (
    <section aria-labelledby="insights-title" className="space-y-6">
      <div>
        <h2 id="insights-title" className="text-2xl font-bold text-slate-900">
          Estadísticas
        </h2>
        <p className="mt-1 text-sm text-slate-600">Visitas medidas por el propio sitio, sin cookies. Los días van de medianoche a medianoche, hora de Guatemala, y cada cifra se compara con el periodo anterior de la misma duración.</p>
        <AttributionChannels />
      </div>
      <LivePanel />
      <div className="space-y-3">
        <PeriodPicker view={view} />
        <p className="text-sm font-medium text-slate-700" data-testid="insights-range">
          {from === to ? formatStaffDate(from) : `Del ${formatStaffDate(from)} al ${formatStaffDate(to)}`}
        </p>
        <FilterChips view={view} />
      </div>
      {summary.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando estadísticas...
        </p>
      ) : summary.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {/* A refused range says why in the server's words; any other failure in the page's. */}
          {(summary.error instanceof ApiError && summary.error.status === 400 && summary.error.serverMessage) || 'No se pudieron cargar las estadísticas.'}
          <Button size="sm" variant="outline" onClick={() => summary.refetch()}>
            Reintentar
          </Button>
        </p>
      ) : (
        // Another period's figures stay, faded, until this one's arrive.
        <div className={summary.isPlaceholderData ? 'space-y-8 opacity-60 transition-opacity' : 'space-y-8'} aria-busy={summary.isPlaceholderData}>
          <p role="status" className="sr-only">
            {summary.isPlaceholderData ? 'Actualizando estadísticas...' : ''}
          </p>
          <HeadlineCards summary={summary.data} />
          {isEmpty(summary.data) ? (
            <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
              {filtered ? 'Aún no hay visitas con este filtro en este periodo.' : 'Aún no hay visitas en este periodo.'}
            </p>
          ) : (
            <>
              <DailyChart days={summary.data.byDay} />
              <Funnels funnel={summary.data.funnel} />
              <InsightTables summary={summary.data} view={view} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
