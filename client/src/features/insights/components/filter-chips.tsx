import { CloseIcon } from '@/components/ui/icons';
import type { InsightsFilterKey, InsightsView } from '../hooks/use-insights-view';

const FILTER_NAMES: Record<InsightsFilterKey, string> = { source: 'Fuente', campaign: 'Campaña' };

/** The filter every panel follows, one removable chip per value ("Fuente: qr ×"). */
export function FilterChips({ view }: { view: InsightsView }) {
  const chips = (Object.keys(FILTER_NAMES) as InsightsFilterKey[]).flatMap((key) => (view.filter[key] ? [{ key, value: view.filter[key] }] : []));
  if (!chips.length) return null;
  return (
    <ul aria-label="Filtros aplicados" className="flex flex-wrap gap-2">
      {chips.map(({ key, value }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => view.clearFilter(key)}
            className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-brand-sky py-1 pr-2 pl-3 text-sm font-semibold break-all text-brand-blue hover:bg-sky-200 focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            <span className="sr-only">Quitar el filtro</span> {FILTER_NAMES[key]}: {value}
            <CloseIcon className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
