import { RequireStaff } from '@/features/auth/components/require-staff';

/** /inventory (Spanish, staff only). */
export default function InventoryRoute() {
  return (
    <RequireStaff>
      {() => (
        <main id="main" lang="es" className="p-8">
          <h1 className="text-2xl font-bold">Inventario</h1>
        </main>
      )}
    </RequireStaff>
  );
}
