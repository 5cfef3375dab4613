import { useEffect, useState } from 'react';
import { subscriberBulkRequestSchema, subscriberPatchSchema, type Subscriber, type SubscriberBulkAction } from '@shared/subscribers';
import { toast } from '@/lib/toast-queue';
import { trackEvent } from '@/lib/analytics';
import { firstError, validateForm } from '@/lib/form-validation';
import { serverMessageOr } from '@/lib/server-message';
import { useBulkUpdateSubscribers } from '../api/bulk-update-subscribers';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useExportSubscribers } from '../api/export-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { useUpdateSubscriber } from '../api/update-subscriber';
import { useRowSelection } from '../hooks/use-row-selection';
import { useSubscriberView } from '../hooks/use-subscriber-view';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { matchesText } from '../lib/count-text';
import { BulkActionsBar } from './bulk-actions-bar';
import { ImportDialog } from './import-dialog';
import { SubscriberFilters } from './subscriber-filters';
import { SubscriberStats } from './subscriber-stats';
import { SubscribersPagination } from './subscribers-pagination';
import { SubscribersTable } from './subscribers-table';

const BULK_DONE = { activate: 'Suscriptores reactivados', deactivate: 'Suscriptores desactivados', delete: 'Suscriptores eliminados' } as const;
const BULK_VERB = { activate: 'Reactivar', deactivate: 'Desactivar', delete: 'Eliminar' } as const;

const people = (count: number) => `${formatStaffNumber(count)} ${count === 1 ? 'suscriptor' : 'suscriptores'}`;

/** /admin/subscribers, for administrators (Spanish, docs/product.md#subscribers). */
export function SubscribersPanel() {
  const view = useSubscriberView();
  const list = useSubscribers(view.query);
  const selection = useRowSelection(view.pageKey);
  const remove = useDeleteSubscriber();
  const update = useUpdateSubscriber();
  const bulk = useBulkUpdateSubscribers();
  const exporter = useExportSubscribers();
  const [importing, setImporting] = useState(false);

  // Each failed load tells once (a retry that fails again tells again).
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ variant: 'destructive', title: 'No se pudieron cargar los suscriptores' });
  }, [failedAt]);

  const data = list.data;
  const filtered = Boolean(view.filter.search || view.filter.status || view.filter.source || view.filter.language);
  const matches = data ? matchesText(data, filtered) : '';
  // Going back past rows deleted meanwhile lands on the first page: the server says so.
  const page = data && !data.previousCursor ? 1 : view.page;

  const onDelete = (subscriber: Subscriber) => {
    if (!window.confirm(`¿Eliminar a ${subscriber.email} de la lista de suscriptores? Esta acción no se puede deshacer.`)) return;
    remove.mutate(subscriber.id, {
      onSuccess: () => {
        trackEvent('admin_delete_subscriber', { category: 'admin', label: subscriber.source });
        toast({ title: 'Suscriptor eliminado', description: subscriber.email });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Error al eliminar', description: serverMessageOr(error, 'No se pudo eliminar el suscriptor') }),
    });
  };

  // The buttons' requests are built from the list, not typed: their schemas stand guard, a refusal told in the failure toast.
  const onToggleActive = (subscriber: Subscriber) => {
    const failed = (description: string) => toast({ variant: 'destructive', title: 'Error', description });
    const check = validateForm(subscriberPatchSchema, { isActive: !subscriber.isActive });
    if (!check.success) return failed(firstError(check.errors) ?? 'No se pudo cambiar el suscriptor');
    update.mutate(
      { id: subscriber.id, ...check.data },
      {
        onSuccess: () => toast({ title: subscriber.isActive ? 'Suscriptor desactivado' : 'Suscriptor reactivado', description: subscriber.email }),
        onError: (error) => failed(serverMessageOr(error, 'No se pudo cambiar el suscriptor')),
      },
    );
  };

  const onBulk = (action: SubscriberBulkAction) => {
    const failed = (description: string) => toast({ variant: 'destructive', title: 'No se pudo completar la acción', description });
    const target = selection.allMatching ? { filter: view.filter } : { ids: [...selection.ids] };
    const check = validateForm(subscriberBulkRequestSchema, { action, ...target });
    if (!check.success) return failed(firstError(check.errors) ?? 'Inténtalo de nuevo.');
    const who = selection.allMatching ? `los ${matches} suscriptores que coinciden con el filtro` : people(selection.ids.size);
    const question =
      action === 'delete'
        ? `¿Eliminar a ${who}${selection.allMatching ? '' : ' de la lista de suscriptores'}? Esta acción no se puede deshacer.`
        : selection.allMatching
          ? `¿${BULK_VERB[action]} a ${who}?`
          : undefined;
    if (question && !window.confirm(question)) return;
    bulk.mutate(check.data, {
      onSuccess: ({ affected }) => {
        selection.clear();
        toast({ title: BULK_DONE[action], description: people(affected) });
      },
      onError: (error) => failed(serverMessageOr(error, 'Inténtalo de nuevo.')),
    });
  };

  const onExport = () =>
    exporter.mutate(
      { ...view.filter, sort: view.sorting.sort, order: view.sorting.order },
      {
        onSuccess: (fileName) => {
          trackEvent('admin_export', { category: 'admin', label: 'vip_subscribers' });
          toast({ title: 'Exportación exitosa', description: fileName });
        },
        onError: () => toast({ variant: 'destructive', title: 'Error de exportación', description: 'No se pudo exportar la lista' }),
      },
    );

  const pageIds = data?.subscribers.map((subscriber) => subscriber.id) ?? [];
  const pageFullySelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
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

      <SubscriberStats
        total={data?.total}
        active={data?.active}
        approximate={data?.countsApproximate}
        csv={{ exporting: exporter.isPending, onExport, onImport: () => setImporting(true) }}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />

      <SubscriberFilters view={view} loading={list.isFetching} />

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
            {(selection.ids.size > 0 || selection.allMatching) && (
              <BulkActionsBar
                selectedCount={selection.ids.size}
                allMatching={selection.allMatching}
                matches={matches}
                canSelectAllMatching={pageFullySelected && (data.nextCursor !== null || page > 1)}
                busy={bulk.isPending}
                onSelectAllMatching={() => selection.selectAllMatching(pageIds)}
                onClear={selection.clear}
                onAction={onBulk}
              />
            )}
            <SubscribersTable
              subscribers={data.subscribers}
              emptyText={filtered ? 'Ningún suscriptor coincide con los filtros' : 'Aún no hay suscriptores'}
              sorting={view.sorting}
              onSort={view.sortBy}
              onSortChoice={view.setSorting}
              stale={list.isPlaceholderData}
              selected={selection.ids}
              onToggle={selection.toggle}
              onTogglePage={(checked) => selection.setPage(pageIds, checked)}
              actions={{ busyId: update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined, onToggleActive, onDelete }}
            />
            <SubscribersPagination
              page={page}
              pageSize={data.pageSize}
              matches={matches}
              pages={data.matchesCapped || (!filtered && data.countsApproximate) ? undefined : Math.max(1, Math.ceil(data.matches / data.pageSize))}
              shown={data.subscribers.length}
              hasPrevious={data.previousCursor !== null}
              hasNext={data.nextCursor !== null}
              onFirst={view.first}
              onPrevious={() => data.previousCursor && view.previous(data.previousCursor)}
              onNext={() => data.nextCursor && view.next(data.nextCursor)}
            />
          </>
        )
      )}
    </section>
  );
}
