import type { CurrentUser } from '@shared/auth';
import { InventoryPage } from '@/features/inventory/components/inventory-page';

/** /inventory (Spanish, staff), inside the staff frame. */
export default function InventoryRoute({ user }: { user: CurrentUser }) {
  return <InventoryPage firstName={user.firstName || user.email} />;
}
