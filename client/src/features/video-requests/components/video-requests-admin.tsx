import { useState } from 'react';
import type { VideoRequestStatus } from '@shared/video-requests';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { useVideoRequests, VIDEO_REQUESTS_PAGE_SIZE } from '../api/get-video-requests';

const statusLabel: Record<VideoRequestStatus, { text: string; className: string }> = {
  stored: { text: 'Guardada', className: 'bg-slate-100 text-slate-700' },
  queued: { text: 'En cola', className: 'bg-amber-100 text-amber-900' },
  forwarded: { text: 'Reenviada', className: 'bg-green-100 text-green-800' },
  failed: { text: 'Fallida', className: 'bg-red-100 text-red-800' },
};

/** /admin section (Spanish): the /agexport requests with their forwarding to the video workflow. */
export function VideoRequestsAdmin() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useVideoRequests(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / VIDEO_REQUESTS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="video-requests-title" className="rounded-2xl bg-white p-6 shadow">
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
      {data && data.requests.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
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
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', statusLabel[request.status].className)}>
                      {statusLabel[request.status].text}
                    </span>
                    {request.forwardedAt && <span className="mt-1 block text-xs text-slate-500">{formatStaffDateTime(request.forwardedAt)}</span>}
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
