import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useInventory } from '../api/get-inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { useInventoryEdits } from '../hooks/use-inventory-edits';
import { IntegrationCard } from './integration-card';
import { InventoryHeader } from './inventory-header';
import { InventorySummary } from './inventory-summary';
import { InventoryUpdateCard } from './inventory-update-card';
import { PendingChangesBanner } from './pending-changes-banner';

/** /inventory: the quantities behind the urgency bar, edited by hand (Spanish, staff; inside the staff frame). */
export function InventoryPage({ firstName }: { firstName: string }) {
  const { data, isPending, isError, refetch } = useInventory();
  const edits = useInventoryEdits(data?.products);
  const update = useUpdateInventory();

  useEffect(() => {
    if (isError) toast({ title: 'No se pudo cargar el inventario', variant: 'destructive' });
  }, [isError]);

  const save = () =>
    update.mutate(
      { products: edits.changes },
      {
        onSuccess: () => toast({ title: 'Inventario actualizado', description: 'Las cantidades se han actualizado correctamente' }),
        onError: () => toast({ title: 'Error', description: 'No se pudo actualizar el inventario', variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="inventory-title">
      <div className="space-y-6">
        <InventoryHeader firstName={firstName} />
        {isPending ? (
          <div className="flex min-h-[40vh] items-center justify-center" role="status">
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-blue border-t-transparent" aria-hidden="true" />
            <span className="sr-only">Cargando inventario...</span>
          </div>
        ) : isError ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" role="alert">
            <p className="text-red-700">No se pudo cargar el inventario</p>
            <Button className="mt-4" variant="outline" onClick={() => refetch()}>
              Reintentar
            </Button>
          </div>
        ) : (
          <>
            <InventorySummary products={data.products} total={edits.total} quantityOf={edits.quantityOf} />
            {edits.isDirty && <PendingChangesBanner saving={update.isPending} onSave={save} />}
            <InventoryUpdateCard
              products={data.products}
              lastUpdated={data.lastUpdated}
              quantityOf={edits.quantityOf}
              onChange={edits.setQuantity}
              disabled={update.isPending}
            />
            <IntegrationCard />
          </>
        )}
      </div>
    </section>
  );
}
