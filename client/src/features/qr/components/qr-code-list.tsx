import { qrFileName, type QrCodeSummary } from '@shared/qr';
import { Button, buttonVariants } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { qrCodePngUrl, useQrCodes } from '../api/get-qr-codes';

function QrCodeRow({ code }: { code: QrCodeSummary }) {
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-slate-900">{code.title}</p>
        <p className="text-sm text-slate-600">{code.campaign ? <>Campaña <span className="font-mono">{code.campaign}</span></> : 'Sin campaña'}</p>
        <p className="text-sm break-all text-slate-500">{code.url}</p>
        <p className="text-sm text-slate-500">
          <time dateTime={code.createdAt}>{formatStaffDateTime(code.createdAt)}</time>
          {code.createdBy && ` · ${code.createdBy}`}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-4">
        {code.visits === null || code.signUps === null ? (
          <p className="max-w-48 text-sm text-slate-500">Sin campaña, sus visitas no se distinguen de las demás.</p>
        ) : (
          <dl className="flex gap-4 text-center">
            <div>
              <dt className="text-xs text-slate-500">Visitas</dt>
              <dd className="text-lg font-bold text-slate-900">{formatStaffNumber(code.visits)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Registros</dt>
              <dd className="text-lg font-bold text-slate-900">{formatStaffNumber(code.signUps)}</dd>
            </div>
          </dl>
        )}
        <a href={qrCodePngUrl(code.id)} download={qrFileName(code.campaign)} aria-label={`Descargar PNG de «${code.title}»`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <DownloadIcon className="h-4 w-4" />
          PNG
        </a>
      </div>
    </li>
  );
}

/** The codes made on this page, newest first: what each campaign brought (visits, VIP sign-ups) and its PNG again. */
export function QrCodeList() {
  const { data, isPending, isError, refetch } = useQrCodes();

  let content;
  if (isPending) content = <p className="text-slate-500" role="status">Cargando códigos QR...</p>;
  else if (isError) {
    content = (
      <p className="flex flex-wrap items-center gap-3 text-red-700" role="alert">
        No se pudo cargar la lista de códigos QR.
        <Button size="sm" variant="outline" onClick={() => refetch()}>
          Reintentar
        </Button>
      </p>
    );
  } else if (data.codes.length === 0) content = <p className="text-slate-500">Todavía no se ha creado ningún código QR.</p>;
  else {
    content = (
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Códigos QR creados">
        {data.codes.map((code) => (
          <QrCodeRow key={code.id} code={code} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="qr-codes-title" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div>
        <h2 id="qr-codes-title" className="text-xl font-bold text-slate-900">
          Códigos QR creados
        </h2>
        <p className="mt-1 text-sm text-slate-600">Las visitas cuentan a cada visitante una vez al día; los registros, las altas nuevas en el Club VIP.</p>
      </div>
      {content}
    </section>
  );
}
