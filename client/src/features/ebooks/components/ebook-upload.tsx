import { useId, useRef, type ChangeEvent } from 'react';
import { UploadIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useEbookUpload } from '../hooks/use-ebook-upload';

const labelClass =
  'inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full bg-brand-blue px-6 font-semibold text-white hover:bg-brand-blue-dark peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-gold';

/** The PDF picker and the progress of the current upload. */
export function EbookUpload() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useEbookUpload();
  const busy = state.phase !== 'idle';
  const percent = state.phase === 'uploading' ? state.percent : 100;
  const processing = state.phase === 'processing' || (state.phase === 'uploading' && state.percent >= 100);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    await upload(file);
    // Lets the same file be chosen again after a failure.
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="peer sr-only"
          disabled={busy}
          onChange={onChange}
        />
        <label htmlFor={inputId} className={cn(labelClass, busy && 'pointer-events-none opacity-60')}>
          <UploadIcon /> Subir ebook (PDF)
        </label>
        <span className="text-sm text-slate-500">Solo archivos PDF.</span>
      </div>
      {busy && (
        <div className="space-y-1" aria-live="polite">
          <div
            role="progressbar"
            aria-label="Progreso de la subida"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-blue transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-slate-600">{processing ? 'Procesando...' : `Subiendo... ${percent} %`}</p>
        </div>
      )}
    </div>
  );
}
