import { RequireStaff } from '@/features/auth/components/require-staff';
import { InventoryPage } from '@/features/inventory/components/inventory-page';

/** /inventory (Spanish, staff only). */
export default function InventoryRoute() {
  return <RequireStaff>{(user) => <InventoryPage firstName={user.firstName || user.email} />}</RequireStaff>;
}
