import type { Subscriber } from '@shared/subscribers';
import { cn } from '@/lib/cn';
import { formatStaffDateTime } from '@/lib/staff-date-format';

interface Props {
  subscribers: Subscriber[];
  emptyText: string;
  deletingId?: number;
  onDelete(subscriber: Subscriber): void;
}

/** E-mail, date (es-ES), source, status and the delete action; a table that scrolls sideways on phones. */
export function SubscribersTable({ subscribers, emptyText, deletingId, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[760px] text-left text-sm">
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
              <td className="min-w-[15rem] px-4 py-3 font-medium break-all text-slate-900">{subscriber.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatStaffDateTime(subscriber.subscribedAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{subscriber.source}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    subscriber.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
                  )}
                >
                  {subscriber.isActive ? 'Activo' : 'Inactivo'}
                </span>
                <span className="ml-2 text-xs text-slate-500">{subscriber.status === 'confirmed' ? 'Confirmado' : 'Sin confirmar'}</span>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <button
                  type="button"
                  onClick={() => onDelete(subscriber)}
                  disabled={deletingId === subscriber.id}
                  aria-label={`Eliminar ${subscriber.email}`}
                  className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-brand-gold disabled:opacity-50"
                >
                  {deletingId === subscriber.id ? 'Eliminando...' : 'Eliminar'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
