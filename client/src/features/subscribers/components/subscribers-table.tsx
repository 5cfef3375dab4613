import type { SubscriberSort } from '@shared/subscribers';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { useMediaQuery } from '@/lib/use-media-query';
import { SubscriberCards } from './subscriber-cards';
import { EmailText, languageName, PageCheckbox, RowActionButtons, RowCheckbox, StateBadge, type SubscribersTableProps } from './subscriber-row-parts';

const ariaSort = (column: SubscriberSort, sorting: SubscribersTableProps['sorting']) =>
  sorting.sort === column ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none';

function SortHeader({ column, label, sorting, onSort }: { column: SubscriberSort; label: string; sorting: SubscribersTableProps['sorting']; onSort(sort: SubscriberSort): void }) {
  const state = ariaSort(column, sorting);
  return (
    <th scope="col" aria-sort={state} className="px-4 py-3">
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 font-semibold uppercase hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold">
        {label}
        <span aria-hidden="true" className={state === 'none' ? 'text-slate-300' : 'text-brand-blue'}>
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * Seven columns need the width a laptop gives the back office beside its sidebar: narrower,
 * they would push the actions out of view (docs/product.md#constants).
 */
const TABLE_FITS = '(min-width: 1280px)';

/**
 * E-mail, date (es-ES), language, source, status and the actions: a table with sortable
 * headers from 1280 px, cards below, so no action is ever scrolled out of view.
 */
export function SubscribersTable(props: SubscribersTableProps) {
  const tableFits = useMediaQuery(TABLE_FITS);
  if (!tableFits) return <SubscriberCards {...props} />;
  const { subscribers, emptyText, sorting, onSort, stale, selected, onToggle, actions } = props;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <PageCheckbox {...props} />
            </th>
            <SortHeader column="email" label="Email" sorting={sorting} onSort={onSort} />
            <SortHeader column="subscribedAt" label="Fecha de suscripción" sorting={sorting} onSort={onSort} />
            <th scope="col" className="px-4 py-3">Idioma</th>
            <th scope="col" className="px-4 py-3">Fuente</th>
            <th scope="col" className="px-4 py-3">Estado</th>
            <th scope="col" className="px-4 py-3 text-right">Acciones</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {subscribers.length === 0 && (
            <tr>
              <td colSpan={7} className="px-4 py-10 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          )}
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} className={selected.has(subscriber.id) ? 'bg-brand-sky/40' : 'hover:bg-slate-50'}>
              <td className="px-4 py-3">
                <RowCheckbox subscriber={subscriber} checked={selected.has(subscriber.id)} disabled={stale} onChange={() => onToggle(subscriber.id)} />
              </td>
              <td className="min-w-48 px-3 py-3 font-medium [overflow-wrap:anywhere] text-slate-900"><EmailText email={subscriber.email} /></td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatStaffDateTime(subscriber.subscribedAt)}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">{languageName(subscriber)}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">{subscriber.source}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                <StateBadge subscriber={subscriber} stacked />
              </td>
              <td className="px-2 py-2 text-right">
                <RowActionButtons subscriber={subscriber} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
