import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { ArrowLeftIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export function InventoryHeader({ firstName }: { firstName: string }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="inventory-title" className="text-2xl font-bold text-slate-900">
          Gestión de Inventario
        </h2>
        <p className="mt-1 text-slate-600">Te damos la bienvenida, {firstName}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href="/" target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-3 sm:px-4')}>
          <ExternalLinkIcon className="h-4 w-4" />
          Ver sitio público <span className="sr-only">(se abre en una pestaña nueva)</span>
        </a>
        <Link href="/admin" className={cn(buttonVariants({ size: 'sm' }), 'px-3 sm:px-4')}>
          <ArrowLeftIcon className="h-4 w-4" />
          Administración
        </Link>
      </div>
    </header>
  );
}
