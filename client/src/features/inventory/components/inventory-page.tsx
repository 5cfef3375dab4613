import { useEffect, useState } from 'react';
import { inventoryUpdateRequestSchema, type InventoryUpdateRequest } from '@shared/inventory';
import type { ProductKey } from '@shared/site-facts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import type { IssueMapping } from '@/lib/form-validation';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useInventory } from '../api/get-inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { useInventoryEdits } from '../hooks/use-inventory-edits';
import { ConflictBanner } from './conflict-banner';
import { IntegrationCard } from './integration-card';
import { InventoryHeader } from './inventory-header';
import { InventorySummary } from './inventory-summary';
import { InventoryUpdateCard, quantityId } from './inventory-update-card';
import { PendingChangesBanner } from './pending-changes-banner';

const LEAVE_MESSAGE = 'Tienes cambios sin guardar en el inventario. ¿Salir y perderlos?';
const CONFLICT_FALLBACK = 'Otra persona guardó el inventario mientras lo editabas. Recarga las cantidades nuevas; tus cambios siguen en pantalla.';

/** A product's issue belongs to its quantity field, named by the box's key; any other is the request's. */
const byProduct = (changes: InventoryUpdateRequest['products']): IssueMapping => ({
  field: (path) => (path[0] === 'products' && typeof path[1] === 'number' && path.length > 2 ? changes[path[1]].key : path.map(String).join('.')),
});

/** /inventory: the quantities behind the urgency bar, edited by hand (Spanish, staff; inside the staff frame). */
export function InventoryPage({ firstName }: { firstName: string }) {
  const { data, isPending, isError, isFetching, refetch } = useInventory();
  const edits = useInventoryEdits(data?.products);
  const update = useUpdateInventory();
  const invalid = useFieldErrors(quantityId);
  // The message of a save refused because another one came first, until the new numbers load.
  const [conflict, setConflict] = useState<string | null>(null);
  useNavigationGuard(edits.isDirty, LEAVE_MESSAGE);

  useEffect(() => {
    if (isError) toast({ title: 'No se pudo cargar el inventario', variant: 'destructive' });
  }, [isError]);

  const changeQuantity = (key: ProductKey, raw: string) => {
    edits.setQuantity(key, raw);
    invalid.clear(key);
  };

  // The fields already hold whole numbers in range (see parse-quantity): the request's schema
  // stands guard, a refused quantity under its field, anything else in the failure toast.
  const save = () => {
    if (!data) return;
    const check = invalid.validate(inventoryUpdateRequestSchema, { version: data.version, products: edits.changes }, byProduct(edits.changes));
    if (!check.success) {
      const keys = new Set<string>(data.products.map((product) => product.key));
      const other = Object.entries(check.errors).find(([field]) => !keys.has(field));
      if (other) toast({ title: 'Error', description: other[1], variant: 'destructive' });
      return;
    }
    update.mutate(check.data, {
      onSuccess: () => {
        edits.reset();
        setConflict(null);
        toast({ title: 'Inventario actualizado', description: 'Las cantidades se han actualizado correctamente' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setConflict(serverMessageOr(error, CONFLICT_FALLBACK));
        else toast({ title: 'Error', description: 'No se pudo actualizar el inventario', variant: 'destructive' });
      },
    });
  };

  // The new numbers arrive under the edits, which stay on screen.
  const reload = async () => {
    const result = await refetch();
    if (result.isSuccess) setConflict(null);
  };

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
            {conflict && <ConflictBanner message={conflict} reloading={isFetching} onReload={reload} />}
            {edits.isDirty && <PendingChangesBanner saving={update.isPending} onSave={save} onDiscard={edits.reset} />}
            <InventoryUpdateCard
              products={data.products}
              lastUpdated={data.lastUpdated}
              fieldValue={edits.fieldValue}
              onChange={changeQuantity}
              invalid={invalid}
              disabled={update.isPending}
            />
            <IntegrationCard />
          </>
        )}
      </div>
    </section>
  );
}
