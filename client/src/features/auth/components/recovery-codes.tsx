import { Button, buttonVariants } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { useCopyText } from '../hooks/use-copy-text';

const FILE_NAME = 'chapinbox-codigos-de-recuperacion.txt';

const fileText = (codes: string[]) =>
  ['ChapinBox: códigos de recuperación de la verificación en dos pasos.', 'Cada código sirve una sola vez.', '', ...codes, ''].join('\n');

/** The recovery codes just made, shown this once (only their hashes are kept), to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { copied, copy } = useCopyText();
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">Guarda tus códigos de recuperación</h3>
      <p className="text-sm text-slate-700">
        Si pierdes el teléfono, escribe uno de estos códigos en lugar del código de la aplicación. Cada código sirve una sola vez. Guárdalos en un lugar
        seguro: no se volverán a mostrar.
      </p>
      <ol aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copy(codes.join('\n'))}>
          {copied ? 'Copiados' : 'Copiar códigos'}
        </Button>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(fileText(codes))}`} download={FILE_NAME} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <DownloadIcon className="h-4 w-4" />
          Descargar
        </a>
        <Button size="sm" onClick={onDone}>
          Ya los guardé
        </Button>
      </div>
      <p className="text-xs text-slate-500" aria-live="polite">
        {copied === false ? 'No se pudo copiar: descárgalos o anótalos a mano.' : ''}
      </p>
    </div>
  );
}
