import { MediaGrid } from './media-grid';
import { MediaUploadForm } from './media-upload-form';
import { SlotPlacement } from './slot-placement';

/** /admin section "Fotos y videos": the library and where each item shows on the landing page (docs/product.md#media-library). */
export function MediaLibrary() {
  return (
    <section aria-labelledby="media-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div>
        <h2 id="media-title" className="text-xl font-bold text-slate-900">
          Fotos y videos
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Fotos reales de las cajas para la portada, las galerías, el carrusel y los lugares turísticos. Donde no coloques nada, la página muestra sus
          ilustraciones.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MediaUploadForm />
        <SlotPlacement />
      </div>
      <MediaGrid />
    </section>
  );
}
