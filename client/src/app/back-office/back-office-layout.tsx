import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { MAIL_NOT_CONFIGURED, mailIsOff } from '@shared/site-config';
import { AccountActions } from '@/features/auth/components/account-actions';
import { AdminHeader } from '@/features/auth/components/admin-header';
import { useSessionExpiry } from '@/features/auth/hooks/use-session-expiry';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useSiteConfig } from '@/lib/site-config';
import { trackLastControl } from '@/lib/toast-placement';
import { BackOfficeNav } from './back-office-nav';

interface Props {
  user: CurrentUser;
  /** The path on screen, to mark the current section. */
  current: string;
  /** The section's name, for the tab's title. */
  title?: string;
  children: ReactNode;
}

/**
 * The frame of every staff screen (docs/product.md#back-office): from 1024 px a sidebar with
 * the sections and the account actions in the header; narrower, a "Menú" button opens both
 * under the header. It also ends the screen on an expired session (useSessionExpiry) and keeps
 * toasts away from the control just pressed (lib/toast-placement.ts).
 */
export function BackOfficeLayout({ user, current, title, children }: Props) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // Going to another section closes the menu.
  const [menuPath, setMenuPath] = useState(current);
  if (menuPath !== current) {
    setMenuPath(current);
    setMenuOpen(false);
  }

  useSessionExpiry();
  const config = useSiteConfig().data;
  useEffect(() => trackLastControl(), []);
  useEffect(() => {
    document.title = `${title ? `${title} · ` : ''}Administración · ChapinBox`;
  }, [title]);

  const toggle = (
    <button
      type="button"
      aria-expanded={menuOpen}
      aria-controls={menuId}
      onClick={() => setMenuOpen((open) => !open)}
      className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border-2 border-brand-blue px-4 text-sm font-semibold text-brand-blue hover:bg-brand-sky focus-visible:outline-3 focus-visible:outline-brand-gold lg:hidden"
    >
      {menuOpen ? <CloseIcon /> : <MenuIcon />}
      Menú
    </button>
  );

  return (
    <div lang="es" className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="hidden border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto px-3 py-5">
          <Link href="/admin" className="px-3 text-lg font-extrabold text-brand-blue focus-visible:outline-3 focus-visible:outline-brand-gold">
            ChapinBox
          </Link>
          <BackOfficeNav role={user.role} current={current} />
        </div>
      </aside>
      <div className="min-w-0">
        <AdminHeader user={user} toggle={toggle}>
          {menuOpen && (
            <div
              id={menuId}
              className="max-h-[calc(100dvh-5rem)] space-y-5 overflow-y-auto border-t border-slate-200 px-4 py-4 lg:hidden"
              onKeyDown={(event) => {
                if (event.key === 'Escape') setMenuOpen(false);
              }}
            >
              <BackOfficeNav role={user.role} current={current} onNavigate={() => setMenuOpen(false)} className="grid gap-x-2 sm:grid-cols-2 sm:space-y-0" />
              <AccountActions className="border-t border-slate-200 pt-4" />
            </div>
          )}
        </AdminHeader>
        {config && mailIsOff(config) && (
          <p className="bg-red-700 px-4 py-3 text-center text-sm font-semibold text-white sm:px-6">{MAIL_NOT_CONFIGURED}</p>
        )}
        <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
