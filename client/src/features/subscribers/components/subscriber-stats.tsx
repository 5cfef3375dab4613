import { Button } from '@/components/ui/button';
import { DownloadIcon, UploadIcon } from '@/components/ui/icons';
import { formatStaffNumber } from '@/lib/staff-number-format';

interface Props {
  total?: number;
  active?: number;
  /** A large list's counts come from a recent count, not an exact one (docs/decisions/0060-subscriber-list-keyset-paging.md): the cards say so. */
  approximate?: boolean;
  /** The list's CSV card, for administrators; without it only the two counts show. */
  csv?: { exporting: boolean; onExport(): void; onImport(): void };
}

const number = (value?: number) => (value === undefined ? '—' : formatStaffNumber(value));

function Count({ label, value, approximate, testId, tone }: { label: string; value?: number; approximate?: boolean; testId: string; tone: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={`mt-1 text-3xl font-bold ${tone}`} data-testid={testId}>
        {number(value)}
      </p>
      {approximate && <p className="mt-1 text-xs text-slate-500">Aproximado: contado hace menos de 30 s</p>}
    </div>
  );
}

/** The cards above the table: total, active, and (for administrators) the CSV export and import. */
export function SubscriberStats({ total, active, approximate, csv }: Props) {
  return (
    <div className={csv ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4' : 'grid grid-cols-2 gap-3 sm:gap-4'}>
      <Count label="Total de suscriptores" value={total} approximate={approximate} testId="stat-total" tone="text-slate-900" />
      <Count label="Suscriptores activos" value={active} approximate={approximate} testId="stat-active" tone="text-green-700" />
      {csv && (
        <div className="col-span-2 flex flex-col justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:col-span-1 sm:p-5">
          <p className="text-sm font-medium text-slate-600">Lista en CSV (la exportación sigue los filtros)</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" size="sm" onClick={csv.onExport} disabled={csv.exporting}>
              <DownloadIcon className="h-4 w-4" />
              {csv.exporting ? 'Exportando...' : 'Exportar CSV'}
            </Button>
            <Button variant="outline" size="sm" onClick={csv.onImport}>
              <UploadIcon className="h-4 w-4" />
              Importar CSV
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
