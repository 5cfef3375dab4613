import { mediaSlotLabels, type MediaListItem, type MediaSlot } from '@shared/media';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format-file-size';
import { toast } from '@/lib/toast-queue';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '@/lib/media-api/get-media';

const placesOf = (usedIn: string[]) => usedIn.map((slot) => mediaSlotLabels[slot as MediaSlot] ?? slot).join(', ');

/** The smallest WebP, for the grid's thumbnail. */
const thumbnailOf = (item: MediaListItem) =>
  item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width)[0]?.url;

/** The sizes made of an item, e.g. "480, 960 y 1600 px · AVIF y WebP". */
function sizesOf(item: MediaListItem) {
  if (item.kind === 'video') return 'MP4 tal como se subió';
  const widths = [...new Set(item.variants.map((variant) => variant.width))].sort((a, b) => a - b);
  const list = new Intl.ListFormat('es', { type: 'conjunction' }).format(widths.map(String));
  return `${list} px · AVIF y WebP`;
}

function MediaCard({ item }: { item: MediaListItem }) {
  const remove = useDeleteMedia();
  const onDelete = () => {
    const where = item.usedIn.length ? `\n\nSe muestra en: ${placesOf(item.usedIn)}. Se quitará también de allí.` : '';
    if (!window.confirm(`¿Eliminar «${item.alt.es}»? Esta acción no se puede deshacer.${where}`)) return;
    // Awaited rather than in mutate's callbacks: the deleted card leaves the grid before they would run.
    remove.mutateAsync({ id: item.id, force: item.usedIn.length > 0 }).then(
      () => toast({ title: 'Eliminado', description: `«${item.alt.es}» se eliminó` }),
      (error: unknown) => toast({ title: 'No se pudo eliminar', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' }),
    );
  };
  const thumbnail = thumbnailOf(item);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      {item.kind === 'image' && thumbnail ? (
        <img
          src={thumbnail}
          width={item.width}
          height={item.height}
          alt={item.alt.es}
          loading="lazy"
          style={item.placeholder ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover' } : undefined}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      ) : (
        <video src={item.variants[0]?.url} controls preload="none" width={item.width} height={item.height} aria-label={item.alt.es} className="aspect-[4/3] w-full bg-slate-900" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="font-semibold text-slate-900">{item.alt.es}</p>
        <p className="text-slate-600" lang="en">
          {item.alt.en}
        </p>
        <p className="text-slate-500">
          {item.kind === 'video' ? 'Video' : 'Foto'} · {item.width} × {item.height} px · {formatFileSize(item.bytes)}
        </p>
        <p className="text-slate-500">Tamaños: {sizesOf(item)}</p>
        <p className={item.usedIn.length ? 'text-emerald-800' : 'text-slate-500'}>{item.usedIn.length ? `En la página: ${placesOf(item.usedIn)}` : 'Sin colocar'}</p>
        <div className="mt-auto pt-2">
          <Button size="sm" variant="danger" disabled={remove.isPending} onClick={onDelete} aria-label={`Eliminar «${item.alt.es}»`}>
            <TrashIcon className="h-4 w-4" />
            {remove.isPending ? 'Eliminando…' : 'Eliminar'}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Every photo and video uploaded, with its sizes and where it shows. */
export function MediaGrid() {
  const { data, isPending, isError, refetch } = useMedia();
  if (isPending) return <p role="status" className="text-slate-500">Cargando fotos y videos…</p>;
  if (isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
        No se pudo cargar la biblioteca.
        <Button size="sm" variant="outline" onClick={() => refetch()}>
          Reintentar
        </Button>
      </p>
    );
  }
  if (data.items.length === 0) return <p className="text-slate-500">Todavía no hay fotos ni videos. La página muestra sus ilustraciones.</p>;
  return (
    <ul aria-label="Fotos y videos subidos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {data.items.map((item) => (
        <MediaCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
