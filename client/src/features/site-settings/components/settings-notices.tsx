import { Button } from '@/components/ui/button';
import { RefreshIcon, WarningIcon } from '@/components/ui/icons';
import { formatStaffDateTime } from '@/lib/staff-date-format';

/** Another admin saved first (409): nothing of this save was written; load their values, keep the edits. */
export function StaleSettingsNotice({ message, reloading, onReload }: { message: string; reloading: boolean; onReload: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 font-medium text-red-900">
        <WarningIcon className="mt-0.5 text-red-700" />
        {message}
      </p>
      <Button onClick={onReload} disabled={reloading} className="shrink-0">
        <RefreshIcon />
        {reloading ? 'Cargando...' : 'Cargar valores nuevos'}
      </Button>
    </div>
  );
}

/** When the settings were last saved, or that the site still shows the defaults. */
export function LastSaved({ updatedAt }: { updatedAt: string | null }) {
  return (
    <p className="text-sm text-slate-600">
      {updatedAt ? (
        <>
          Guardada por última vez: <time dateTime={updatedAt}>{formatStaffDateTime(updatedAt)}</time>
        </>
      ) : (
        'Todavía no se ha guardado: el sitio no muestra enlaces de producto, teléfonos, correo, redes, videos ni testimonios, y anuncia el descuento predeterminado sin cuenta atrás.'
      )}
    </p>
  );
}
