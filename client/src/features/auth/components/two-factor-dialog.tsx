import { useRef, useState } from 'react';
import type { TwoFactorStatus } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CloseIcon, LockIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useTwoFactorChanged } from '../hooks/use-two-factor-changed';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { TwoFactorSetup } from './two-factor-setup';

const LEAVE_CODES = '¿Cerrar sin guardar tus códigos de recuperación? No se volverán a mostrar.';

const recoveryCodesLeft = (count: number) =>
  count === 0 ? 'No te quedan códigos de recuperación.' : count === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${count} códigos de recuperación.`;

function StatusLine({ status }: { status: TwoFactorStatus }) {
  return (
    <p className="text-sm text-slate-700">
      Estado: <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">activada</span>
      <span className="block pt-2">{recoveryCodesLeft(status.recoveryCodesLeft)}</span>
    </p>
  );
}

function TwoFactorSettings({ onDone, onCodesShown }: { onDone(): void; onCodesShown(): void }) {
  const status = useTwoFactorStatus();
  if (status.isPending) return <p className="mt-4 text-sm text-slate-600">Cargando...</p>;
  if (status.isError) return <p className="mt-4 text-sm text-red-700">{serverMessageOr(status.error, 'No se pudo cargar la verificación en dos pasos.')}</p>;
  return (
    <div className="mt-4 space-y-4">
      {/* Only once on: while it is being set up, the recovery codes may already have turned it on. */}
      {status.data.enabled && <StatusLine status={status.data} />}
      {!status.data.enabled ? (
        <TwoFactorSetup onDone={onDone} onCodesShown={onCodesShown} />
      ) : status.data.required ? (
        <p className="text-sm text-slate-700">Un administrador exige la verificación en dos pasos a todo el personal, así que no se puede desactivar.</p>
      ) : (
        <DisableTwoFactorForm />
      )}
    </div>
  );
}

/** "Verificación en dos pasos" in the staff header: the signed-in person's second factor, to turn on (with recovery codes) or off. */
export function TwoFactorButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const twoFactorChanged = useTwoFactorChanged();
  // The recovery codes are on screen: they are never shown again, so closing asks first.
  const codesShowing = useRef(false);
  const changeOpen = (next: boolean) => {
    if (!next && codesShowing.current && !window.confirm(LEAVE_CODES)) return;
    codesShowing.current = false;
    setOpen(next);
    // However it closes (the recovery codes may still be on screen), the account is read again.
    if (!next) void twoFactorChanged();
  };
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <LockIcon className="h-4 w-4" />
        Verificación en dos pasos
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent opener={opener}>
          <DialogTitle size="md" className="pr-10">Verificación en dos pasos</DialogTitle>
          <DialogDescription className="mt-1 text-sm">Al iniciar sesión, después de la contraseña se pide un código de una aplicación de tu teléfono.</DialogDescription>
          <DialogClose
            aria-label="Cerrar"
            className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            <CloseIcon />
          </DialogClose>
          {/* Mounted only while open: the state is read each time it opens. */}
          {open && (
            <TwoFactorSettings
              onCodesShown={() => (codesShowing.current = true)}
              onDone={() => {
                codesShowing.current = false;
                changeOpen(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
