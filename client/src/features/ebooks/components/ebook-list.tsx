import { Button } from '@/components/ui/button';
import { DownloadIcon, FileTextIcon, TrashIcon } from '@/components/ui/icons';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { useEbooks } from '../api/get-ebooks';
import { useEbookActions } from '../hooks/use-ebook-actions';
import { formatFileSize } from '@/lib/format-file-size';

/** The uploaded PDFs with name, size, date, download and delete. */
export function EbookList() {
  const { data, isPending, isError, refetch } = useEbooks();
  const { busy, download, remove } = useEbookActions();

  if (isPending) return <p className="text-slate-500" role="status">Cargando ebooks...</p>;
  if (isError) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-red-700" role="alert">
        No se pudo cargar la lista de ebooks.
        <Button size="sm" variant="outline" onClick={() => refetch()}>
          Reintentar
        </Button>
      </p>
    );
  }
  if (data.files.length === 0) return <p className="text-slate-500">Todavía no hay ebooks subidos.</p>;

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-500">
        {data.totalCount === 1 ? '1 archivo' : `${data.totalCount} archivos`} · los suscriptores VIP reciben el más reciente.
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Ebooks subidos">
        {data.files.map((file) => (
          <li key={file.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex items-start gap-2 font-semibold break-words text-slate-900">
                <FileTextIcon className="mt-0.5 text-brand-blue" />
                <span className="min-w-0">{file.name}</span>
              </p>
              <p className="pl-7 text-sm text-slate-500">
                {formatFileSize(file.size)} · <time dateTime={file.updated}>{formatStaffDateTime(file.updated)}</time>
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" variant="outline" disabled={Boolean(busy[file.id])} onClick={() => download(file)} aria-label={`Descargar ${file.name}`}>
                <DownloadIcon className="h-4 w-4" />
                {busy[file.id] === 'downloading' ? 'Preparando...' : 'Descargar'}
              </Button>
              <Button size="sm" variant="danger" disabled={Boolean(busy[file.id])} onClick={() => remove(file)} aria-label={`Eliminar ${file.name}`}>
                <TrashIcon className="h-4 w-4" />
                {busy[file.id] === 'deleting' ? 'Eliminando...' : 'Eliminar'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
