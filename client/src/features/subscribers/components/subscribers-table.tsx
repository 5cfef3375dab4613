import type { Subscriber } from '@shared/subscribers';
import { TrashIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { SMALL_SCREEN, useMediaQuery } from '@/lib/use-media-query';

interface Props {
  subscribers: Subscriber[];
  emptyText: string;
  deletingId?: number;
  onDelete(subscriber: Subscriber): void;
}

function StatusBadges({ subscriber }: { subscriber: Subscriber }) {
  return (
    <>
      <span
        className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', subscriber.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}
      >
        {subscriber.isActive ? 'Activo' : 'Inactivo'}
      </span>
      <span className="ml-2 text-xs text-slate-500">{subscriber.status === 'confirmed' ? 'Confirmado' : 'Sin confirmar'}</span>
    </>
  );
}

function DeleteButton({ subscriber, deleting, onDelete }: { subscriber: Subscriber; deleting: boolean; onDelete(subscriber: Subscriber): void }) {
  return (
    <button
      type="button"
      onClick={() => onDelete(subscriber)}
      disabled={deleting}
      aria-label={`Eliminar ${subscriber.email}`}
      className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-brand-gold disabled:opacity-50"
    >
      <TrashIcon className="h-4 w-4" />
      {deleting ? 'Eliminando...' : 'Eliminar'}
    </button>
  );
}

/** Phones: one card per subscriber, every field and the delete action in view. */
function SubscriberCards({ subscribers, emptyText, deletingId, onDelete }: Props) {
  if (subscribers.length === 0) return <p className="rounded-2xl bg-white p-8 text-center text-slate-500 ring-1 ring-slate-200">{emptyText}</p>;
  return (
    <ul aria-label="Suscriptores" className="space-y-3">
      {subscribers.map((subscriber) => (
        <li key={subscriber.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold break-all text-slate-900">{subscriber.email}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Fecha</dt>
            <dd className="text-slate-800">{formatStaffDateTime(subscriber.subscribedAt)}</dd>
            <dt className="text-slate-500">Fuente</dt>
            <dd className="break-all text-slate-800">{subscriber.source}</dd>
            <dt className="text-slate-500">Estado</dt>
            <dd>
              <StatusBadges subscriber={subscriber} />
            </dd>
          </dl>
          <div className="mt-3 flex justify-end border-t border-slate-100 pt-2">
            <DeleteButton subscriber={subscriber} deleting={deletingId === subscriber.id} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * E-mail, date (es-ES), source, status and the delete action: a table from 768 px up, cards
 * on phones, where a five-column table would push status and action off screen.
 */
export function SubscribersTable(props: Props) {
  const onPhone = useMediaQuery(SMALL_SCREEN);
  if (onPhone) return <SubscriberCards {...props} />;
  const { subscribers, emptyText, deletingId, onDelete } = props;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Email</th>
            <th scope="col" className="px-4 py-3">Fecha de suscripción</th>
            <th scope="col" className="px-4 py-3">Fuente</th>
            <th scope="col" className="px-4 py-3">Estado</th>
            <th scope="col" className="px-4 py-3 text-right">Acciones</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {subscribers.length === 0 && (
            <tr>
              <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          )}
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-medium break-all text-slate-900">{subscriber.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatStaffDateTime(subscriber.subscribedAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{subscriber.source}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <StatusBadges subscriber={subscriber} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <DeleteButton subscriber={subscriber} deleting={deletingId === subscriber.id} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
