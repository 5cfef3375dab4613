import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function InventoryHeader({ firstName }: { firstName: string }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Gestión de Inventario</h1>
        <p className="mt-1 text-slate-600">Te damos la bienvenida, {firstName}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href="/" target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-3 sm:px-4')}>
          Ver sitio público <span className="sr-only">(se abre en una pestaña nueva)</span>
          <span aria-hidden="true">↗</span>
        </a>
        <Link href="/admin" className={cn(buttonVariants({ size: 'sm' }), 'px-3 sm:px-4')}>
          <span aria-hidden="true">←</span> Administración
        </Link>
      </div>
    </header>
  );
}
