import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The centred card of /login, /register and /forgot-password (Spanish, like all staff screens). */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div lang="es" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <main id="main" className="w-full max-w-md">
        <Link href="/" className="mx-auto mb-6 block w-fit rounded font-display text-2xl font-bold text-brand-blue">
          ChapinBox
        </Link>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div>}
      </main>
    </div>
  );
}

/** A link inside the auth screens (to /login, /register, /forgot-password). */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="rounded font-semibold text-brand-blue underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
