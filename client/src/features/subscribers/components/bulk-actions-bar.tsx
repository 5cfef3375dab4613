import type { SubscriberBulkAction } from '@shared/subscribers';
import { Button } from '@/components/ui/button';
import { formatStaffNumber } from '@/lib/staff-number-format';

interface Props {
  /** Rows ticked on this page. */
  selectedCount: number;
  allMatching: boolean;
  /** "734", "más de 1.000"… */
  matches: string;
  /** True when every row of the page is ticked and more rows match than the page shows. */
  canSelectAllMatching: boolean;
  busy: boolean;
  onSelectAllMatching(): void;
  onClear(): void;
  onAction(action: SubscriberBulkAction): void;
}

/** What is selected and the three actions on it (docs/product.md#subscribers). */
export function BulkActionsBar({ selectedCount, allMatching, matches, canSelectAllMatching, busy, onSelectAllMatching, onClear, onAction }: Props) {
  return (
    <div role="region" aria-label="Acciones con la selección" className="flex flex-col gap-3 rounded-2xl bg-brand-sky/60 p-3 ring-1 ring-brand-blue/20 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
        <p aria-live="polite" className="font-semibold">
          {allMatching ? `Todos los que coinciden con el filtro (${matches})` : `${formatStaffNumber(selectedCount)} ${selectedCount === 1 ? 'seleccionado' : 'seleccionados'}`}
        </p>
        {canSelectAllMatching && !allMatching && (
          <button type="button" onClick={onSelectAllMatching} className="font-semibold text-brand-blue underline underline-offset-4">
            Seleccionar los {matches} que coinciden
          </button>
        )}
        <button type="button" onClick={onClear} className="text-slate-600 underline underline-offset-4">
          Quitar la selección
        </button>
      </div>
      <div className="grid grid-cols-3 gap-2 md:flex">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('deactivate')}>
          Desactivar
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('activate')}>
          Reactivar
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => onAction('delete')}>
          Eliminar
        </Button>
      </div>
    </div>
  );
}
