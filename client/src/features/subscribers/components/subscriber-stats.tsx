import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';

interface Props {
  total?: number;
  active?: number;
  /** The export card, for administrators; without it only the two counts show. */
  exporter?: { exporting: boolean; onExport(): void };
}

const number = (value?: number) => (value === undefined ? '—' : value.toLocaleString('es-ES'));

/** The cards above the table: total, active, and (for administrators) the export action. */
export function SubscriberStats({ total, active, exporter }: Props) {
  return (
    <div className={exporter ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4' : 'grid grid-cols-2 gap-3 sm:gap-4'}>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <p className="text-sm font-medium text-slate-600">Total de suscriptores</p>
        <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="stat-total">
          {number(total)}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <p className="text-sm font-medium text-slate-600">Suscriptores activos</p>
        <p className="mt-1 text-3xl font-bold text-green-700" data-testid="stat-active">
          {number(active)}
        </p>
      </div>
      {exporter && (
        <div className="col-span-2 flex flex-col justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:col-span-1 sm:p-5">
          <p className="text-sm font-medium text-slate-600">Exportar lista (CSV)</p>
          <Button variant="primary" size="sm" onClick={exporter.onExport} disabled={exporter.exporting}>
            <DownloadIcon className="h-4 w-4" />
            {exporter.exporting ? 'Exportando...' : 'Exportar CSV'}
          </Button>
        </div>
      )}
    </div>
  );
}
