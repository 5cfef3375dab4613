import { useCallback, useId, useState, type FormEvent } from 'react';
import { QR_CAMPAIGN_MAX_LENGTH, QR_TITLE_MAX_LENGTH, qrFileName, qrRequestSchema } from '@shared/qr';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { errorIdOf, useFieldErrors } from '@/lib/use-field-errors';
import { useGenerateQr } from '../api/generate-qr';

export const DEFAULT_QR_TITLE = 'Generador de videos AGEXPORT';

const inputClass =
  'mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold aria-invalid:border-red-600';

/** /admin section: a printable QR code that opens this site's /agexport page, tagged with a campaign when staff name one. */
export function QrGenerator() {
  const formId = useId();
  const fieldId = useCallback((field: string) => `${formId}${field}`, [formId]);
  const form = useFieldErrors(fieldId);
  const titleId = fieldId('title');
  const campaignId = fieldId('campaign');
  const campaignHelpId = `${campaignId}-help`;
  const [title, setTitle] = useState(DEFAULT_QR_TITLE);
  const [campaign, setCampaign] = useState('');
  const { mutate, data, isPending } = useGenerateQr();
  const url = `${window.location.origin}/agexport`;
  const failed = (description?: string) => toast({ title: 'No se pudo generar el código QR', description, variant: 'destructive' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(qrRequestSchema, { url, title, ...(campaign.trim() ? { campaign } : {}) });
    if (!check.success) {
      // The address is the page's own, no field: one the server would refuse fails here the same way.
      if (check.errors.url) failed(check.errors.url);
      return;
    }
    mutate(check.data, {
      onSuccess: () => toast({ title: 'Código QR generado' }),
      onError: () => failed(),
    });
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
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={titleId} className="block text-sm font-medium text-slate-700">
            Título
          </label>
          <input id={titleId} value={title} maxLength={QR_TITLE_MAX_LENGTH} onChange={(event) => setTitle(event.target.value)} {...form.fieldProps('title')} className={inputClass} />
          {form.errors.title && (
            <p id={errorIdOf(titleId)} className="mt-1 text-sm font-medium text-red-700">
              {form.errors.title}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={campaignId} className="block text-sm font-medium text-slate-700">
            Campaña (opcional)
          </label>
          <input
            id={campaignId}
            value={campaign}
            maxLength={QR_CAMPAIGN_MAX_LENGTH}
            placeholder="feria-agexport-2026"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setCampaign(event.target.value);
              form.clear('campaign');
            }}
            {...form.fieldProps('campaign', campaignHelpId)}
            className={inputClass}
          />
          {form.errors.campaign && (
            <p id={errorIdOf(campaignId)} className="mt-1 text-sm font-medium text-red-700">
              {form.errors.campaign}
            </p>
          )}
          <p id={campaignHelpId} className="mt-1 text-sm text-slate-500">
            Letras, cifras y guiones. Con campaña, la lista de abajo cuenta las visitas y los registros que trae este código.
          </p>
        </div>
        <Button type="submit" disabled={isPending} className="sm:mt-6">
          {isPending ? 'Generando...' : 'Generar código QR'}
        </Button>
      </form>
      {data && (
        <figure className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:gap-6">
          <img src={data.qrCode} alt={`Código QR que abre ${data.url}`} width={224} height={224} className="h-56 w-56 rounded-lg bg-white" />
          <figcaption className="space-y-3 text-center sm:text-left">
            <p className="text-lg font-semibold text-slate-900">{data.title}</p>
            <p className="text-sm break-all text-slate-500">{data.url}</p>
            <a href={data.qrCode} download={qrFileName(data.campaign)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Descargar PNG
            </a>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
