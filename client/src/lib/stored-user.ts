import type { StaffRole } from '@shared/auth';
import { browserStorage } from './browser-storage';

/**
 * The `user` key (docs/product.md#site-content): the signed-in staff member as this browser last saw them.
 * Only a convenience (edit mode shows its tools for staff); the server trusts none of it.
 */
export const STORED_USER_KEY = 'user';

export interface StoredUser {
  role: StaffRole;
  email: string;
  firstName: string | null;
}

export function readStoredUser(): StoredUser | null {
  const raw = browserStorage.get(STORED_USER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    return typeof value.email === 'string' && (value.role === 'admin' || value.role === 'editor')
      ? { role: value.role, email: value.email, firstName: typeof value.firstName === 'string' ? value.firstName : null }
      : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser) {
  browserStorage.set(STORED_USER_KEY, JSON.stringify({ role: user.role, email: user.email, firstName: user.firstName }));
}

export const clearStoredUser = () => browserStorage.remove(STORED_USER_KEY);
