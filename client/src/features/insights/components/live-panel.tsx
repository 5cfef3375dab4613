import { Button } from '@/components/ui/button';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { useInsightsLive } from '../api/get-insights-live';

const FIGURES = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'pageviews', label: 'Páginas vistas' },
  { key: 'marketplaceClicks', label: 'Clics a Amazon' },
] as const;

/** The last 30 minutes, asked again every 30 s while the tab is in view. */
export function LivePanel() {
  const live = useInsightsLive();
  return (
    <section aria-labelledby="insights-live-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id="insights-live-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span className="h-2.5 w-2.5 rounded-full bg-green-600 motion-safe:animate-pulse" aria-hidden="true" />
          En vivo
        </h3>
        <p className="text-xs text-slate-500">Últimos 30 minutos · se actualiza cada 30 s</p>
      </div>
      {/* After a failed refresh the last figures stay: the next one comes 30 s later. */}
      {live.data ? (
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid={`live-${key}`}>
                {formatStaffNumber(live.data[key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : live.isError ? (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-700">
          No se pudieron cargar las visitas en vivo.
          <Button size="sm" variant="outline" onClick={() => live.refetch()}>
            Reintentar
          </Button>
        </p>
      ) : (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Cargando...
        </p>
      )}
    </section>
  );
}
