import type { ReactNode } from 'react';
import type { CurrentUser } from '@shared/auth';
import { ROLE_NAMES } from '@/lib/staff-roles';
import { AccountActions } from './account-actions';

/**
 * The top of every staff screen (docs/product.md#back-office): the title 'Administración',
 * who is signed in with their role, and their account actions from 1024 px up. On narrower
 * screens the staff layout puts its menu button in `toggle` and the open menu in `children`,
 * under the title, where the account actions move.
 */
export function AdminHeader({ user, toggle, children }: { user: CurrentUser; toggle?: ReactNode; children?: ReactNode }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Administración</h1>
          <p className="truncate text-sm text-slate-600">
            {name ? `${name} · ` : ''}
            {user.email} · {ROLE_NAMES[user.role]}
          </p>
        </div>
        <AccountActions className="hidden justify-end lg:flex" />
        {toggle}
      </div>
      {children}
    </header>
  );
}
