import { formatStaffDateTime } from '@/lib/staff-date-format';
import { EmailText, languageName, PageCheckbox, RowActionButtons, RowCheckbox, StateBadge, type SubscribersTableProps } from './subscriber-row-parts';

const SORT_CHOICES = [
  { value: 'subscribedAt:desc', label: 'Más recientes primero' },
  { value: 'subscribedAt:asc', label: 'Más antiguos primero' },
  { value: 'email:asc', label: 'Email (A–Z)' },
  { value: 'email:desc', label: 'Email (Z–A)' },
] as const;

/**
 * Phones and narrow windows: one card per subscriber with every field, its tick box and its actions in view;
 * the order is a menu (there are no column headers to press).
 */
export function SubscriberCards(props: SubscribersTableProps) {
  const { subscribers, emptyText, sorting, onSortChoice, stale, selected, onToggle, actions } = props;
  const current = `${sorting.sort}:${sorting.order}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <PageCheckbox {...props} />
          Toda la página
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          Ordenar
          <select
            value={current}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':') as ['subscribedAt' | 'email', 'asc' | 'desc'];
              onSortChoice({ sort, order });
            }}
            className="h-10 rounded-full border border-slate-300 bg-white px-3 text-sm focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {subscribers.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-500 ring-1 ring-slate-200">{emptyText}</p>
      ) : (
        <ul aria-label="Suscriptores" className="grid gap-3 md:grid-cols-2">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start gap-3">
                <RowCheckbox subscriber={subscriber} checked={selected.has(subscriber.id)} disabled={stale} onChange={() => onToggle(subscriber.id)} />
                <p className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900"><EmailText email={subscriber.email} /></p>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">Fecha</dt>
                <dd className="text-slate-800">{formatStaffDateTime(subscriber.subscribedAt)}</dd>
                <dt className="text-slate-500">Idioma</dt>
                <dd className="text-slate-800">{languageName(subscriber)}</dd>
                <dt className="text-slate-500">Fuente</dt>
                <dd className="break-all text-slate-800">{subscriber.source}</dd>
                <dt className="text-slate-500">Estado</dt>
                <dd>
                  <StateBadge subscriber={subscriber} />
                </dd>
              </dl>
              <div className="mt-3 border-t border-slate-100 pt-2">
                <RowActionButtons subscriber={subscriber} actions={actions} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
