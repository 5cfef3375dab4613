import { Button } from '@/components/ui/button';

interface Props {
  total?: number;
  active?: number;
  exporting: boolean;
  onExport(): void;
}

const number = (value?: number) => (value === undefined ? '—' : value.toLocaleString('es-ES'));

/** The three cards above the table: total, active, and the export action. */
export function SubscriberStats({ total, active, exporting, onExport }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-medium text-slate-600">Total de suscriptores</p>
        <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="stat-total">
          {number(total)}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-medium text-slate-600">Suscriptores activos</p>
        <p className="mt-1 text-3xl font-bold text-green-700" data-testid="stat-active">
          {number(active)}
        </p>
      </div>
      <div className="flex flex-col justify-between gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-medium text-slate-600">Exportar lista (CSV)</p>
        <Button variant="primary" size="sm" onClick={onExport} disabled={exporting}>
          {exporting ? 'Exportando...' : 'Exportar CSV'}
        </Button>
      </div>
    </div>
  );
}
