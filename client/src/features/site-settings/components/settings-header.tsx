import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { ArrowLeftIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export function SettingsHeader() {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="settings-title" className="text-2xl font-bold text-slate-900">
          Configuración del sitio
        </h2>
        <p className="mt-1 text-slate-600">Enlaces de compra, contacto, redes, videos, la oferta y los testimonios que ve cada visitante.</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a href="/" target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-3 sm:px-4')}>
          Ver sitio público <span className="sr-only">(se abre en una pestaña nueva)</span>
          <ExternalLinkIcon className="h-4 w-4" />
        </a>
        <Link href="/admin" className={cn(buttonVariants({ size: 'sm' }), 'px-3 sm:px-4')}>
          <ArrowLeftIcon className="h-4 w-4" /> Administración
        </Link>
      </div>
    </header>
  );
}
