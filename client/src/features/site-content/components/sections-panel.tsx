import { resolveStoredOrder } from '@/lib/stored-order';
import { moveSection } from '../lib/draft';

/** A section of the page edit mode may move: its id (what `sectionsOrder` stores) and its Spanish name. */
export interface ReorderableSection {
  readonly id: string;
  readonly label: string;
}

/** Reorders the page's sections (stored as 'chapinbox-sections-order' on save). */
export function SectionsPanel({
  sections,
  order,
  onChange,
}: {
  sections: readonly ReorderableSection[];
  order: readonly string[] | undefined;
  onChange(order: string[]): void;
}) {
  const labels = new Map(sections.map((section) => [section.id, section.label]));
  const current = resolveStoredOrder(order, sections.map((section) => section.id));
  return (
    <div className="mt-3 max-h-72 overflow-y-auto rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
      <ol className="space-y-1" aria-label="Orden de las secciones">
        {current.map((id, index) => (
          <li key={id} className="flex items-center justify-between gap-2 rounded-md bg-white px-2 py-1 text-sm shadow-sm">
            <span>
              <span className="mr-1 text-slate-500">{index + 1}.</span>
              {labels.get(id)}
            </span>
            <span className="flex gap-1">
              <button
                type="button"
                aria-label={`Subir ${labels.get(id)}`}
                disabled={index === 0}
                onClick={() => onChange(moveSection(current, index, -1))}
                className="h-8 w-8 rounded-md font-bold text-brand-blue hover:bg-brand-sky disabled:text-slate-300"
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Bajar ${labels.get(id)}`}
                disabled={index === current.length - 1}
                onClick={() => onChange(moveSection(current, index, 1))}
                className="h-8 w-8 rounded-md font-bold text-brand-blue hover:bg-brand-sky disabled:text-slate-300"
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
