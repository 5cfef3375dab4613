import { Button } from '@/components/ui/button';
import { RefreshIcon, WarningIcon } from '@/components/ui/icons';

/**
 * Another save came first (409): nothing of this one was written. Staff load the new numbers
 * and keep their edits on screen, then save again (docs/product.md#inventory).
 */
export function ConflictBanner({ message, reloading, onReload }: { message: string; reloading: boolean; onReload: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 shadow-md sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 font-medium text-red-900">
        <WarningIcon className="mt-0.5 text-red-700" />
        {message}
      </p>
      <Button onClick={onReload} disabled={reloading} variant="primary" className="shrink-0">
        <RefreshIcon />
        {reloading ? 'Cargando...' : 'Cargar cantidades nuevas'}
      </Button>
    </div>
  );
}
