import { useId } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { cn } from '@/lib/cn';
import { sectionsFor, type BackOfficeSection } from './sections';

const GROUPS: Array<{ access: BackOfficeSection['access']; title: string }> = [
  { access: 'staff', title: 'Gestión del sitio' },
  { access: 'admin', title: 'Solo administradores' },
];

/**
 * The sections the signed-in member may open, with icons, in two groups; the current one is
 * marked for screen readers (aria-current) and by colour. Editors see only the first group.
 */
export function BackOfficeNav({
  role,
  current,
  className,
  onNavigate,
}: {
  role: CurrentUser['role'];
  current: string;
  className?: string;
  /** Called when a section is chosen (the current one too), e.g. to close the phone menu. */
  onNavigate?: () => void;
}) {
  const idPrefix = useId();
  const sections = sectionsFor(role);
  return (
    <nav aria-label="Secciones" className={cn('space-y-5', className)}>
      {GROUPS.map((group) => {
        const items = sections.filter((section) => section.access === group.access);
        if (!items.length) return null;
        const titleId = `${idPrefix}-${group.access}`;
        return (
          <div key={group.access}>
            <p id={titleId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.title}
            </p>
            <ul aria-labelledby={titleId} className="space-y-0.5">
              {items.map(({ path, label, icon: Icon }) => {
                const here = path === current;
                return (
                  <li key={path}>
                    <Link
                      href={path}
                      aria-current={here ? 'page' : undefined}
                      onClick={onNavigate}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-gold',
                        here ? 'bg-brand-blue text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )}
                    >
                      <Icon className="h-5 w-5" />
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
