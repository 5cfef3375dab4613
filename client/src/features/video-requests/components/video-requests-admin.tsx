import { useState } from 'react';
import type { VideoRequestItem, VideoRequestStatus } from '@shared/video-requests';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { SMALL_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useVideoRequests, VIDEO_REQUESTS_PAGE_SIZE } from '../api/get-video-requests';

const statusLabel: Record<VideoRequestStatus, { text: string; className: string }> = {
  stored: { text: 'Guardada', className: 'bg-slate-100 text-slate-700' },
  queued: { text: 'En cola', className: 'bg-amber-100 text-amber-900' },
  forwarded: { text: 'Reenviada', className: 'bg-green-100 text-green-800' },
  failed: { text: 'Fallida', className: 'bg-red-100 text-red-800' },
};

function StatusBadge({ request }: { request: VideoRequestItem }) {
  return (
    <>
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', statusLabel[request.status].className)}>{statusLabel[request.status].text}</span>
      {request.forwardedAt && <span className="mt-1 block text-xs text-slate-500">{formatStaffDateTime(request.forwardedAt)}</span>}
    </>
  );
}

/** Phones: one card per request, every field in view. */
function RequestCards({ requests }: { requests: VideoRequestItem[] }) {
  return (
    <ul aria-label="Solicitudes de video" className="mt-4 space-y-3">
      {requests.map((request) => (
        <li key={request.id} className="rounded-xl border border-slate-200 p-4 text-sm">
          <p className="break-words whitespace-pre-wrap text-slate-900">{request.topic}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">Fecha</dt>
            <dd>{formatStaffDateTime(request.createdAt)}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="break-all">{request.email}</dd>
            <dt className="text-slate-500">Idioma</dt>
            <dd className="uppercase">{request.language}</dd>
            <dt className="text-slate-500">Estado</dt>
            <dd>
              <StatusBadge request={request} />
            </dd>
            <dt className="text-slate-500">Intentos</dt>
            <dd>{request.attempts}</dd>
            {request.lastError && (
              <>
                <dt className="text-slate-500">Último error</dt>
                <dd className="text-xs break-words text-slate-600">{request.lastError}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** /admin/video-requests (Spanish): the /agexport requests with their forwarding to the video workflow; cards on phones. */
export function VideoRequestsAdmin() {
  const onPhone = useMediaQuery(SMALL_SCREEN);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useVideoRequests(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / VIDEO_REQUESTS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="video-requests-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="video-requests-title" className="text-xl font-bold text-slate-900">
            Solicitudes de video (/agexport)
          </h2>
          <p className="text-sm text-slate-600">
            Cada solicitud se guarda aquí y, si el generador de videos está configurado, se le reenvía con reintentos automáticos.
            {data && ` Total: ${data.total}.`}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
          <RefreshIcon className="h-4 w-4" />
          {isFetching ? 'Actualizando...' : 'Actualizar'}
        </Button>
      </div>

      {isPending && <p className="mt-4 text-slate-600">Cargando solicitudes...</p>}
      {isError && (
        <p role="alert" className="mt-4 font-medium text-red-700">
          No se pudieron cargar las solicitudes de video
        </p>
      )}
      {data && data.requests.length === 0 && <p className="mt-4 text-slate-600">Aún no hay solicitudes de video.</p>}
      {data && data.requests.length > 0 && onPhone && <RequestCards requests={data.requests} />}
      {data && data.requests.length > 0 && !onPhone && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">Fecha</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Tema</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Email</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Idioma</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Estado</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Intentos</th>
                <th scope="col" className="py-2 font-semibold">Último error</th>
              </tr>
            </thead>
            <tbody>
              {data.requests.map((request) => (
                <tr key={request.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatStaffDateTime(request.createdAt)}</td>
                  <td className="max-w-xs py-2 pr-3 break-words whitespace-pre-wrap">{request.topic}</td>
                  <td className="py-2 pr-3 break-all">{request.email}</td>
                  <td className="py-2 pr-3 uppercase">{request.language}</td>
                  <td className="py-2 pr-3">
                    <StatusBadge request={request} />
                  </td>
                  <td className="py-2 pr-3">{request.attempts}</td>
                  <td className="py-2 text-xs text-slate-600">{request.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Páginas de solicitudes" className="mt-4 flex items-center justify-end gap-3 text-sm">
          <Button variant="ghost" size="sm" onClick={() => setPage((current) => current - 1)} disabled={page <= 1}>
            Anterior
          </Button>
          <span>
            Página {page} de {pages}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setPage((current) => current + 1)} disabled={page >= pages}>
            Siguiente
          </Button>
        </nav>
      )}
    </section>
  );
}
