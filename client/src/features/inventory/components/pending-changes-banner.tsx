import { Button } from '@/components/ui/button';

/** Shown while an edited quantity differs from the stored one. */
export function PendingChangesBanner({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  return (
    <div role="region" aria-label="Cambios pendientes" className="sticky top-2 z-10 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-md sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-amber-900">
        <span aria-hidden="true">⚠ </span>Tienes cambios sin guardar.
      </p>
      <Button onClick={onSave} disabled={saving} variant="gold">
        {saving ? 'Guardando...' : 'Guardar cambios'}
      </Button>
    </div>
  );
}
