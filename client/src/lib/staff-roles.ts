import type { StaffRole } from '@shared/auth';

/** How the staff screens name each role (docs/product.md#staff-accounts). */
export const ROLE_NAMES: Record<StaffRole, string> = { admin: 'Administrador', editor: 'Editor' };
