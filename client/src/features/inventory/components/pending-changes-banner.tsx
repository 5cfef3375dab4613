import { Button } from '@/components/ui/button';
import { SaveIcon, UndoIcon, WarningIcon } from '@/components/ui/icons';

/** Shown while an edited quantity differs from the stored one: save them, or discard them. */
export function PendingChangesBanner({ saving, onSave, onDiscard }: { saving: boolean; onSave: () => void; onDiscard: () => void }) {
  return (
    <div
      role="region"
      aria-label="Cambios pendientes"
      className="sticky top-2 z-10 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-md sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-medium text-amber-900">
        <WarningIcon className="text-amber-700" />
        Tienes cambios sin guardar.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onDiscard} disabled={saving} variant="outline">
          <UndoIcon />
          Descartar cambios
        </Button>
        <Button onClick={onSave} disabled={saving} variant="gold">
          <SaveIcon />
          {saving ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    </div>
  );
}
