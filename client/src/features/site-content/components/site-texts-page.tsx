import { buttonVariants } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';

const editLinks = [
  { href: '/?edit=open', label: 'Editar la página en español', lang: 'es' },
  { href: '/?lang=en&edit=open', label: 'Editar la página en inglés', lang: 'en' },
] as const;

/**
 * /admin/site-texts: where staff find the landing page's text editor, which works on the page
 * itself (docs/product.md#site-content).
 */
export function SiteTextsPage() {
  return (
    <section aria-labelledby="site-texts-title" className="max-w-2xl space-y-5">
      <h2 id="site-texts-title" className="text-2xl font-bold text-slate-900">
        Textos del sitio
      </h2>
      <p className="text-slate-700">
        Los textos de la página se editan sobre la misma página: se abre en modo edición, cada texto editable queda marcado y un clic lo
        abre para cambiarlo. Los cambios se guardan como borrador en este navegador hasta que los publicas para todos.
      </p>
      <div className="flex flex-wrap gap-3">
        {editLinks.map((link) => (
          <a key={link.lang} href={link.href} className={buttonVariants({ variant: link.lang === 'es' ? 'primary' : 'outline' })}>
            <ExternalLinkIcon />
            {link.label}
          </a>
        ))}
      </div>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Haz clic en un texto marcado; Intro lo guarda (Ctrl+Intro en textos de varias líneas) y Esc lo cancela.</li>
        <li>«Guardar todo» guarda el borrador; «Publicar» lo muestra a todos los visitantes.</li>
        <li>«Ordenar secciones» cambia el orden de las secciones de la página.</li>
        <li>Cada idioma se edita por separado: los cambios se aplican al idioma que ves en pantalla.</li>
      </ol>
    </section>
  );
}
