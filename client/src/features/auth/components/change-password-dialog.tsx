import { useRef, useState, type FormEvent } from 'react';
import { newPasswordProblem } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CloseIcon, KeyIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useChangePassword } from '../api/change-password';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    setRefused(null);
    if (found) return;
    change.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: '¡Contraseña actualizada!', description: 'Las demás sesiones de tu cuenta se han cerrado.' });
          onDone();
        },
        onError: (error) => setRefused(serverMessageOr(error, 'Error al cambiar la contraseña')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-5 space-y-4 text-left">
      <FormField
        id="change-current-password"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        error={refused}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        idPrefix="change"
        passwordLabel="Nueva contraseña"
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        error={problem}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose className="h-11 rounded-full px-6 font-semibold text-brand-blue hover:bg-brand-sky focus-visible:outline-3 focus-visible:outline-brand-gold">
          Cancelar
        </DialogClose>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </div>
    </form>
  );
}

/** "Cambiar contraseña" in the staff header: the signed-in person's own password, in a dialog. */
export function ChangePasswordButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <KeyIcon className="h-4 w-4" />
        Cambiar contraseña
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent opener={opener}>
          <DialogTitle className="pr-10 text-xl">Cambiar contraseña</DialogTitle>
          <DialogDescription className="mt-1 text-sm">Al cambiarla se cierran las demás sesiones de tu cuenta; esta sigue abierta.</DialogDescription>
          <DialogClose
            aria-label="Cerrar"
            className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            <CloseIcon />
          </DialogClose>
          {/* Mounted only while open: the fields start empty each time. */}
          <ChangePasswordForm onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
