import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { ArrowLeftIcon, LockIcon } from '@/components/ui/icons';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="notice-title" className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <LockIcon className="mx-auto h-8 w-8 text-slate-400" />
      <h2 id="notice-title" className="mt-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link href="/admin" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-5' })}>
        <ArrowLeftIcon className="h-4 w-4" />
        Volver al resumen
      </Link>
    </section>
  );
}

/** An editor on an administrators' section (a link, a bookmark, a role just changed). */
export const SectionForbidden = () => <Notice title="Solo para administradores" text="Tu cuenta es de editor: esta sección solo la pueden abrir los administradores." />;

export const SectionNotFound = () => <Notice title="Sección no encontrada" text="Esta dirección no corresponde a ninguna sección de la administración." />;
