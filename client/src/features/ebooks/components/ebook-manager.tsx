import { EbookList } from './ebook-list';
import { EbookUpload } from './ebook-upload';

/** /admin section: the VIP club's recipe ebook, uploaded straight to S3. */
export function EbookManager() {
  return (
    <section aria-labelledby="ebooks-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div>
        <h2 id="ebooks-title" className="text-xl font-bold text-slate-900">
          Gestor de ebooks
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          El ebook de recetas que reciben los suscriptores del Club VIP. Sube un PDF nuevo para reemplazar al anterior.
        </p>
      </div>
      <EbookUpload />
      <EbookList />
    </section>
  );
}
