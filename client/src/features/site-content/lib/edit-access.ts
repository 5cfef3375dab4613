import type { StoredUser } from '@/lib/stored-user';

/** The administrator's e-mail that opens the edit tools even without the admin role (docs/product.md#site-content). */
const EDIT_ADMIN_EMAIL = 'admin@chapinbox.com';

/**
 * Whether to offer the edit tools: the stored user is staff (admins and editors both manage
 * the site's texts) or the admin e-mail, or the address has ?edit=true. A convenience only:
 * publishing is checked by the server.
 */
export function canEdit(user: StoredUser | null, search: string): boolean {
  if (new URLSearchParams(search).get('edit') === 'true' || opensEditMode(search)) return true;
  return user?.role === 'admin' || user?.role === 'editor' || user?.email.trim().toLowerCase() === EDIT_ADMIN_EMAIL;
}

/** Ctrl+Shift+E toggles edit mode (docs/product.md#site-content). */
export const isEditShortcut = (event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'code'>) =>
  event.ctrlKey && event.shiftKey && !event.altKey && event.code === 'KeyE';

/** ?edit=open (the back office's "Textos del sitio" links): the page opens in edit mode at once. */
export const opensEditMode = (search: string) => new URLSearchParams(search).get('edit') === 'open';
