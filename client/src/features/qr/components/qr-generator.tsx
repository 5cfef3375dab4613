import { useId, useState, type FormEvent } from 'react';
import { QR_TITLE_MAX_LENGTH } from '@shared/qr';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useGenerateQr } from '../api/generate-qr';

export const DEFAULT_QR_TITLE = 'Generador de videos AGEXPORT';

/** /admin section: a printable QR code that opens this site's /agexport page. */
export function QrGenerator() {
  const titleId = useId();
  const [title, setTitle] = useState(DEFAULT_QR_TITLE);
  const { mutate, data, isPending } = useGenerateQr();
  const url = `${window.location.origin}/agexport`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutate(
      { url, title: title.trim() || DEFAULT_QR_TITLE },
      {
        onSuccess: () => toast({ title: 'Código QR generado' }),
        onError: () => toast({ title: 'No se pudo generar el código QR', variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="qr-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div>
        <h2 id="qr-title" className="text-xl font-bold text-slate-900">
          Código QR de /agexport
        </h2>
        <p className="mt-1 text-sm break-all text-slate-600">
          Lleva al generador de videos: <span className="font-mono">{url}</span>
        </p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={titleId} className="block text-sm font-medium text-slate-700">
            Título
          </label>
          <input
            id={titleId}
            value={title}
            maxLength={QR_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold"
          />
        </div>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Generando...' : 'Generar código QR'}
        </Button>
      </form>
      {data && (
        <figure className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:gap-6">
          <img src={data.qrCode} alt={`Código QR que abre ${data.url}`} width={224} height={224} className="h-56 w-56 rounded-lg bg-white" />
          <figcaption className="space-y-3 text-center sm:text-left">
            <p className="text-lg font-semibold text-slate-900">{data.title}</p>
            <p className="text-sm break-all text-slate-500">{data.url}</p>
            <a href={data.qrCode} download="codigo-qr-agexport.png" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Descargar PNG
            </a>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
