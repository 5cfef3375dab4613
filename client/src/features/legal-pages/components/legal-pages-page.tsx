import { useState } from 'react';
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from '@shared/legal-page-paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { confirmLeaving } from '@/lib/navigation-guard';
import { useLegalPage } from '../api/get-legal-page';
import { LegalPageEditor } from './legal-page-editor';

const NAMES: Record<LegalPageSlug, string> = { privacidad: 'Privacidad', terminos: 'Términos de uso', envios: 'Envíos y devoluciones' };

/**
 * /admin/legal-pages (Spanish, staff; docs/product.md#legal-pages): the privacy policy, terms and
 * shipping page, one at a time, in both languages with a preview.
 */
export function LegalPagesPage() {
  const [slug, setSlug] = useState<LegalPageSlug>('privacidad');
  const page = useLegalPage(slug);

  const choose = (next: LegalPageSlug) => {
    if (next !== slug && confirmLeaving()) setSlug(next);
  };

  return (
    <section aria-labelledby="legal-pages-title" className="space-y-6">
      <header>
        <h2 id="legal-pages-title" className="text-2xl font-bold text-slate-900">
          Páginas legales
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">
          Las páginas que toda tienda necesita, enlazadas desde el pie de página. Escribe cada una en español y en inglés; el formulario del Club VIP enlaza la de privacidad.
        </p>
      </header>
      <div role="group" aria-label="Página" className="flex flex-wrap gap-2">
        {LEGAL_PAGE_SLUGS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === slug}
            onClick={() => choose(each)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-3 focus-visible:outline-brand-gold',
              each === slug ? 'bg-brand-blue text-white ring-brand-blue' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {NAMES[each]}
          </button>
        ))}
      </div>
      {page.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center" role="status">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-blue border-t-transparent" aria-hidden="true" />
          <span className="sr-only">Cargando página...</span>
        </div>
      ) : page.isError ? (
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" role="alert">
          <p className="text-red-700">No se pudo cargar la página</p>
          <Button className="mt-4" variant="outline" onClick={() => page.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <LegalPageEditor key={slug} page={page.data} />
      )}
    </section>
  );
}
