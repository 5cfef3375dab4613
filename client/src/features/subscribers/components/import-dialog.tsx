import { useId, useState, type FormEvent } from 'react';
import { SUBSCRIBER_IMPORT_MAX_BYTES, type SubscriberImportResponse } from '@shared/subscribers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessageOr } from '@/lib/server-message';
import { useImportSubscribers } from '../api/import-subscribers';
import { formatStaffNumber } from '@/lib/staff-number-format';

const MAX_MB = SUBSCRIBER_IMPORT_MAX_BYTES / 1024 / 1024;

/** Lines listed on screen; the count says how many more there are. */
const SHOWN_INVALID = 50;

function ImportResult({ result }: { result: SubscriberImportResponse }) {
  const { imported, skipped, invalid } = result;
  return (
    <div role="status" className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold">Importación terminada</p>
      <ul className="space-y-0.5">
        <li>Importados: {formatStaffNumber(imported)}</li>
        <li>Omitidos (ya estaban en la lista o repetidos en el archivo): {formatStaffNumber(skipped)}</li>
        <li>Líneas con errores: {formatStaffNumber(invalid.length)}</li>
      </ul>
      {invalid.length > 0 && (
        <ul aria-label="Líneas con errores" className="max-h-40 space-y-0.5 overflow-y-auto text-red-800">
          {invalid.slice(0, SHOWN_INVALID).map((item) => (
            <li key={item.line}>
              Línea {formatStaffNumber(item.line)}: {item.message}
            </li>
          ))}
          {invalid.length > SHOWN_INVALID && <li>… y {formatStaffNumber(invalid.length - SHOWN_INVALID)} más</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * The import: a CSV file, the staff member's word that these people gave their consent
 * (required), and whether they already confirmed their address (otherwise each gets the
 * confirmation e-mail). Shows what was imported, skipped and refused, line by line.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const ids = { file: useId(), consent: useId(), confirmed: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const importer = useImportSubscribers();

  const reset = () => {
    setFile(null);
    setConsent(false);
    setConfirmed(false);
    setProblem(null);
    importer.reset();
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem('Elige un archivo CSV.');
    if (!consent) return setProblem('Confirma que estas personas aceptaron recibir emails del Club VIP.');
    if (file.size > SUBSCRIBER_IMPORT_MAX_BYTES) return setProblem(`El archivo supera el límite de ${MAX_MB} MB. Divídelo en varios archivos.`);
    importer.mutate(
      { file, consent, confirmed },
      { onError: (error) => setProblem(serverMessageOr(error, 'No se pudo importar el archivo. Inténtalo de nuevo.')) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel="Cerrar" wide className="text-left">
        <DialogHeader align="start">
          <DialogTitle size="md">Importar suscriptores (CSV)</DialogTitle>
          <DialogDescription className="text-sm">
            Un archivo CSV en UTF-8 cuya primera línea nombra las columnas: <code>email</code> (obligatoria), <code>language</code> (es o en) y{' '}
            <code>source</code>. Hasta {MAX_MB} MB. Las direcciones que ya están en la lista se omiten.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.file} className="text-sm font-medium text-slate-700">
              Archivo CSV
            </label>
            <input
              id={ids.file}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                importer.reset();
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-sky file:px-4 file:py-2 file:font-semibold file:text-brand-blue"
            />
          </div>
          <div className="flex items-start gap-2">
            <input id={ids.consent} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-blue" />
            <label htmlFor={ids.consent} className="text-sm text-slate-800">
              Estas personas aceptaron recibir emails del Club VIP
            </label>
          </div>
          <div className="flex items-start gap-2">
            <input id={ids.confirmed} type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-blue" />
            <label htmlFor={ids.confirmed} className="text-sm text-slate-800">
              Ya confirmaron su email (no enviarles el email de confirmación)
            </label>
          </div>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          {importer.data && <ImportResult result={importer.data} />}
          <DialogFooter className="sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" size="sm" onClick={() => close(false)}>
              {importer.data ? 'Cerrar' : 'Cancelar'}
            </Button>
            <Button type="submit" size="sm" disabled={importer.isPending || !file || !consent}>
              {importer.isPending ? 'Importando...' : 'Importar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
