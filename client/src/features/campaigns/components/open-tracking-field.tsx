import { useId } from 'react';

/** The campaign's open tracking: off unless staff turn it on, with why its count is unreliable. */
export function OpenTrackingField({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const noteId = useId();
  return (
    <div className="space-y-1 rounded-xl border border-slate-200 p-3 sm:p-4">
      <label className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-slate-900">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={noteId} className="h-4 w-4 accent-brand-blue" />
        Contar las aperturas
      </label>
      <p id={noteId} className="text-xs text-slate-600">
        Cada email lleva una imagen invisible de 1×1 píxel que anota la primera vez que se abre. La Protección de privacidad de Mail de Apple descarga esas imágenes
        aunque nadie abra el email, así que la cifra de aperturas no es fiable: fíate más de los clics.
      </p>
    </div>
  );
}
