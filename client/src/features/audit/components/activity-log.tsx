import { useState } from 'react';
import { AUDIT_RETENTION_YEARS } from '@shared/audit';
import { Button } from '@/components/ui/button';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { useAuditPage } from '../api/get-audit-page';
import { ActivityFilters, NO_FILTER, toAuditFilter, type ActivityFilterValues } from './activity-filters';
import { actionName, detailLines } from '../lib/describe-activity';

/** /admin/activity (administrators, docs/product.md#activity-log): who did what and when, newest first. */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<ActivityFilterValues>(NO_FILTER);
  const log = useAuditPage(page, toAuditFilter(filter));
  const filtered = Object.values(filter).some(Boolean);

  return (
    <section aria-labelledby="activity-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="activity-title" className="text-xl font-bold text-slate-900">
          Actividad
        </h2>
        <p className="mt-1 text-sm text-slate-600">Quién hizo qué y cuándo en la administración. Cada entrada se guarda {AUDIT_RETENTION_YEARS} años.</p>
      </div>
      <ActivityFilters
        values={filter}
        onChange={(values) => {
          setFilter(values);
          // Another filter is another list: it starts at its newest page.
          setPage(1);
        }}
      />
      {log.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando actividad...
        </p>
      ) : log.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          No se pudo cargar la actividad.
          <Button size="sm" variant="outline" onClick={() => log.refetch()}>
            Reintentar
          </Button>
        </p>
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-slate-600">{page > 1 ? 'No hay entradas más antiguas.' : filtered ? 'Ninguna entrada coincide con los filtros.' : 'Todavía no hay actividad registrada.'}</p>
      ) : (
        <ol aria-label="Registro de actividad" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 p-4 text-sm md:grid-cols-[11rem_1fr]">
              <time dateTime={entry.at} className="text-slate-500">
                {formatStaffDateTime(entry.at)}
              </time>
              <div className="min-w-0">
                <p className="text-slate-900">
                  <span className="font-semibold break-all">{entry.actor.email}</span> · {actionName(entry.action)}
                  {entry.target && <span className="break-all text-slate-700"> · {entry.target}</span>}
                </p>
                {detailLines(entry.details, entry.action).length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                    {detailLines(entry.details, entry.action).map((line) => (
                      <li key={line} className="break-words">
                        {line}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Páginas de actividad" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <span aria-live="polite">Página {page}</span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage((current) => current - 1)} disabled={page <= 1}>
            Más recientes
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPage((current) => current + 1)} disabled={!log.data?.hasMore || log.isFetching}>
            Más antiguas
          </Button>
        </div>
      </nav>
    </section>
  );
}
