import { isSuppressed, type SortOrder, type Subscriber, type SubscriberSort, type SubscriberState } from '@shared/subscribers';
import { TrashIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { LANGUAGE_NAMES } from './subscriber-filters';

/** What a row's actions need: which row is busy, and what to do. */
export interface RowActions {
  busyId?: number;
  onToggleActive(subscriber: Subscriber): void;
  onDelete(subscriber: Subscriber): void;
}

export const languageName = (subscriber: Subscriber) => LANGUAGE_NAMES[subscriber.language];

const STATE_LOOKS: Record<SubscriberState, { label: string; className: string }> = {
  pending: { label: 'Sin confirmar', className: 'bg-amber-100 text-amber-900' },
  confirmed: { label: 'Confirmado', className: 'bg-green-100 text-green-800' },
  paused: { label: 'Desactivado', className: 'bg-slate-200 text-slate-700' },
  unsubscribed: { label: 'Se dio de baja', className: 'bg-slate-200 text-slate-800' },
  bounced: { label: 'Rebotado', className: 'bg-red-100 text-red-800' },
  complained: { label: 'Marcó como spam', className: 'bg-red-100 text-red-800' },
};

/**
 * The subscriber's one state (docs/product.md#subscribers) with the moment it began and, when
 * known, why (the mail server's words for a bounce): side by side or, in the table, stacked.
 */
export function StateBadge({ subscriber, stacked = false }: { subscriber: Subscriber; stacked?: boolean }) {
  const look = STATE_LOOKS[subscriber.state];
  return (
    <span className={cn('flex min-w-0 gap-x-2 gap-y-0.5', stacked ? 'flex-col items-start' : 'flex-wrap items-center')}>
      <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', look.className)}>{look.label}</span>
      <span className="text-xs whitespace-nowrap text-slate-600">desde {formatStaffDateTime(subscriber.stateAt)}</span>
      {subscriber.stateReason && (
        <span className="line-clamp-2 max-w-64 text-xs [overflow-wrap:anywhere] whitespace-normal text-slate-600" title={subscriber.stateReason}>
          {subscriber.stateReason}
        </span>
      )}
    </span>
  );
}

const actionClass = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-gold disabled:opacity-50';

/**
 * "Desactivar" / "Reactivar" and "Eliminar" for one subscriber. Nobody on staff can bring back
 * someone suppressed (only their own new sign-up can): no "Reactivar" for them.
 */
export function RowActionButtons({ subscriber, actions }: { subscriber: Subscriber; actions: RowActions }) {
  const busy = actions.busyId === subscriber.id;
  const toggle = subscriber.isActive ? 'Desactivar' : 'Reactivar';
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {!isSuppressed(subscriber.state) && (
        <button
          type="button"
          onClick={() => actions.onToggleActive(subscriber)}
          disabled={busy}
          aria-label={`${toggle} ${subscriber.email}`}
          className={cn(actionClass, 'text-brand-blue hover:bg-brand-sky')}
        >
          {toggle}
        </button>
      )}
      <button type="button" onClick={() => actions.onDelete(subscriber)} disabled={busy} aria-label={`Eliminar ${subscriber.email}`} className={cn(actionClass, 'text-red-700 hover:bg-red-50')}>
        <TrashIcon className="h-4 w-4" />
        Eliminar
      </button>
    </div>
  );
}

/** The tick box of one row (its name says whom it selects). */
/** An address that may wrap: at the "@" first, anywhere only when a part alone is too long. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function RowCheckbox({ subscriber, checked, disabled, onChange }: { subscriber: Subscriber; checked: boolean; disabled: boolean; onChange(): void }) {
  return <input type="checkbox" checked={checked} disabled={disabled} onChange={onChange} aria-label={`Seleccionar ${subscriber.email}`} className="h-5 w-5 accent-brand-blue" />;
}

export interface SubscribersTableProps {
  subscribers: Subscriber[];
  emptyText: string;
  sorting: { sort: SubscriberSort; order: SortOrder };
  /** A column header pressed: that column, flipping its order when it is already the one. */
  onSort(sort: SubscriberSort): void;
  /** An order chosen from the phones' menu. */
  onSortChoice(sorting: { sort: SubscriberSort; order: SortOrder }): void;
  /** The rows of the previous filter or page, shown while the new ones load: none can be ticked. */
  stale: boolean;
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  onTogglePage(checked: boolean): void;
  actions: RowActions;
}

/** The page's tick box: all rows of the page, or none. */
export function PageCheckbox({ subscribers, stale, selected, onTogglePage }: Pick<SubscribersTableProps, 'subscribers' | 'stale' | 'selected' | 'onTogglePage'>) {
  const all = subscribers.length > 0 && subscribers.every((subscriber) => selected.has(subscriber.id));
  return (
    <input
      type="checkbox"
      checked={all}
      disabled={stale || subscribers.length === 0}
      onChange={(event) => onTogglePage(event.target.checked)}
      aria-label="Seleccionar todos los de esta página"
      className="h-5 w-5 accent-brand-blue"
    />
  );
}

