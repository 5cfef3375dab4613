/** The administrator's e-mail that opens the edit tools even without the admin role (seed 000 §6). */
export const EDIT_ADMIN_EMAIL = 'admin@chapinbox.com';

/** Key under which the sign-in stores `{role, email, firstName}` (seed 000 §3). */
export const STORED_USER_KEY = 'user';

/**
 * Whether to offer the edit tools: the stored user is an admin or the admin e-mail, or the
 * address has ?edit=true. A convenience only: publishing is checked by the server.
 */
export function canEdit(storedUser: string | null, search: string): boolean {
  if (new URLSearchParams(search).get('edit') === 'true') return true;
  if (!storedUser) return false;
  try {
    const user = JSON.parse(storedUser) as { role?: unknown; email?: unknown } | null;
    return user?.role === 'admin' || (typeof user?.email === 'string' && user.email.trim().toLowerCase() === EDIT_ADMIN_EMAIL);
  } catch {
    return false;
  }
}

/** Seed 000 §6: Ctrl+Shift+E toggles edit mode. */
export const isEditShortcut = (event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'code'>) =>
  event.ctrlKey && event.shiftKey && !event.altKey && event.code === 'KeyE';
