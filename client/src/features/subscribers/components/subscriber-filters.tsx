import { useId } from 'react';
import type { SubscriberState, SubscriberStatusFilter } from '@shared/subscribers';
import { FilterSelect, filterFieldClass } from '@/components/ui/filter-field';
import type { FilterChoice, SubscriberView } from '../hooks/use-subscriber-view';
import { useSubscriberSources } from '../api/get-subscriber-sources';

/**
 * The "Estado" filter: everybody who gets e-mails or not (the older status filter), or one state
 * (docs/product.md#subscribers). Each option is the filter it sets.
 */
const STATE_OPTIONS: Array<{ value: string; label: string; choice: { status?: SubscriberStatusFilter; state?: SubscriberState } }> = [
  { value: 'active', label: 'Activos', choice: { status: 'active' } },
  { value: 'pending', label: 'Sin confirmar', choice: { state: 'pending' } },
  { value: 'confirmed', label: 'Confirmados', choice: { state: 'confirmed' } },
  { value: 'inactive', label: 'Inactivos', choice: { status: 'inactive' } },
  { value: 'paused', label: 'Desactivados por el equipo', choice: { state: 'paused' } },
  { value: 'unsubscribed', label: 'Se dieron de baja', choice: { state: 'unsubscribed' } },
  { value: 'bounced', label: 'Rebotados', choice: { state: 'bounced' } },
  { value: 'complained', label: 'Marcaron como spam', choice: { state: 'complained' } },
];

const stateOptionOf = (choice: FilterChoice) => STATE_OPTIONS.find((option) => option.choice.status === choice.status && option.choice.state === choice.state)?.value ?? '';

export const LANGUAGE_NAMES = { es: 'Español', en: 'Inglés' } as const;

/** Search by e-mail (as you type), and the state, source and language filters. */
export function SubscriberFilters({ view, loading }: { view: SubscriberView; loading: boolean }) {
  const searchId = useId();
  const sources = useSubscriberSources();
  const { choice } = view;
  // A source chosen before the list of sources arrived (or since removed) stays selectable.
  const sourceOptions = [...new Set([...(sources.data?.sources ?? []), ...(choice.source ? [choice.source] : [])])];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 flex min-w-0 flex-col gap-1 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Buscar por email
        </label>
        <input
          id={searchId}
          type="search"
          value={view.searchText}
          onChange={(event) => view.setSearchText(event.target.value)}
          placeholder="nombre@ejemplo.com"
          maxLength={254}
          className={filterFieldClass}
        />
      </div>
      <FilterSelect
        label="Estado"
        value={stateOptionOf(choice)}
        onChange={(value) => view.setChoice({ status: undefined, state: undefined, ...STATE_OPTIONS.find((option) => option.value === value)?.choice })}
      >
        <option value="">Todos</option>
        {STATE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Idioma" value={choice.language ?? ''} onChange={(value) => view.setChoice({ language: (value || undefined) as 'es' | 'en' | undefined })}>
        <option value="">Todos</option>
        <option value="es">{LANGUAGE_NAMES.es}</option>
        <option value="en">{LANGUAGE_NAMES.en}</option>
      </FilterSelect>
      <div className="col-span-2 lg:col-span-1">
        <FilterSelect label="Fuente" value={choice.source ?? ''} onChange={(value) => view.setChoice({ source: value || undefined })}>
          <option value="">Todas</option>
          {sourceOptions.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </FilterSelect>
      </div>
      <p role="status" className="col-span-2 h-5 text-sm text-slate-500 lg:col-span-4">
        {loading ? 'Cargando...' : ''}
      </p>
    </div>
  );
}
