import { Link } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LogoutButton } from './logout-button';

// Narrower buttons on phones keep the three actions on one line at 390px.
const compact = 'px-3 sm:px-4';

/** The top of /admin (docs/product.md#subscribers): title 'Administración', links to the site and /inventory, sign-out. */
export function AdminHeader({ user }: { user: CurrentUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Administración</h1>
          <p className="truncate text-sm text-slate-600">
            {name ? `${name} · ` : ''}
            {user.email}
          </p>
        </div>
        <nav aria-label="Administración" className="flex flex-wrap items-center gap-2">
          <Link href="/" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), compact)}>
            Ver sitio
          </Link>
          <Link href="/inventory" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), compact)}>
            Inventario
          </Link>
          <LogoutButton className={compact} />
        </nav>
      </div>
    </header>
  );
}
