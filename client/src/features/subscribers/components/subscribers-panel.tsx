import { useEffect, useId, useState } from 'react';
import { SUBSCRIBERS_PAGE_SIZE_DEFAULT, type Subscriber } from '@shared/subscribers';
import { toast } from '@/lib/toast-queue';
import { trackEvent } from '@/lib/analytics';
import { serverMessageOr } from '@/lib/server-message';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useExportSubscribers } from '../api/export-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SubscriberStats } from './subscriber-stats';
import { SubscribersPagination } from './subscribers-pagination';
import { SubscribersTable } from './subscribers-table';

/** /admin/subscribers, for administrators (Spanish, docs/product.md#subscribers). */
export function SubscribersPanel() {
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  // A page belongs to its search: a new search starts from its first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const list = useSubscribers({ search, page, pageSize: SUBSCRIBERS_PAGE_SIZE_DEFAULT });
  const remove = useDeleteSubscriber();
  const exporter = useExportSubscribers();

  // Each failed load tells once (a retry that fails again tells again).
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ variant: 'destructive', title: 'No se pudieron cargar los suscriptores' });
  }, [failedAt]);

  const onDelete = (subscriber: Subscriber) => {
    if (!window.confirm(`¿Eliminar a ${subscriber.email} de la lista de suscriptores? Esta acción no se puede deshacer.`)) return;
    remove.mutate(subscriber.id, {
      onSuccess: () => {
        trackEvent('admin_delete_subscriber', { category: 'admin', label: subscriber.source });
        toast({ title: 'Suscriptor eliminado', description: subscriber.email });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error al eliminar',
          description: serverMessageOr(error, 'No se pudo eliminar el suscriptor'),
        }),
    });
  };

  const onExport = () =>
    exporter.mutate(undefined, {
      onSuccess: (fileName) => {
        trackEvent('admin_export', { category: 'admin', label: 'vip_subscribers' });
        toast({ title: 'Exportación exitosa', description: fileName });
      },
      onError: () => toast({ variant: 'destructive', title: 'Error de exportación', description: 'No se pudo exportar la lista' }),
    });

  const data = list.data;
  return (
    <section aria-labelledby="subscribers-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="subscribers-title" className="text-2xl font-bold text-slate-900">
          Suscriptores VIP
        </h2>
        {/* The visitor-side flag lives in this browser only; the landing page clears it. */}
        <a href="/?reset-vip=true" className="text-sm font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark">
          Restablecer "ya suscrito" en este navegador
        </a>
      </div>

      <SubscriberStats total={data?.total} active={data?.active} exporter={{ exporting: exporter.isPending, onExport }} />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Buscar por email
        </label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder="nombre@ejemplo.com"
          maxLength={254}
          className="h-10 w-full rounded-full border border-slate-300 bg-white px-4 text-sm focus-visible:border-brand-blue focus-visible:outline-3 focus-visible:outline-brand-gold sm:max-w-sm"
        />
        {list.isFetching && (
          <span role="status" className="text-sm text-slate-500">
            Cargando...
          </span>
        )}
      </div>

      {list.isPending ? (
        <p role="status" className="rounded-2xl bg-white p-8 text-center text-slate-500 ring-1 ring-slate-200">
          Cargando suscriptores...
        </p>
      ) : list.isError && !data ? (
        <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">No se pudieron cargar los suscriptores</p>
          <button type="button" onClick={() => list.refetch()} className="mt-3 font-semibold text-brand-blue underline underline-offset-4">
            Reintentar
          </button>
        </div>
      ) : (
        data && (
          <>
            <SubscribersTable
              subscribers={data.subscribers}
              emptyText={search ? 'Ningún suscriptor coincide con la búsqueda' : 'Aún no hay suscriptores'}
              deletingId={remove.isPending ? remove.variables : undefined}
              onDelete={onDelete}
            />
            <SubscribersPagination
              page={data.page}
              pageSize={data.pageSize}
              matches={data.matches}
              matchesCapped={data.matchesCapped}
              shown={data.subscribers.length}
              onPage={setPage}
            />
          </>
        )
      )}
    </section>
  );
}
