import { useRef, useState, type FormEvent } from 'react';
import { changePasswordRequestSchema } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CloseIcon, KeyIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useChangePassword } from '../api/change-password';
import { confirmationErrors } from '../lib/password-confirmation';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

const FIELD_IDS: Record<string, string> = { currentPassword: 'change-current-password', newPassword: 'change-password', confirmation: 'change-confirmation' };
const fieldId = (field: string) => FIELD_IDS[field] ?? `change-${field}`;

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFieldErrors(fieldId);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(changePasswordRequestSchema, { currentPassword: current, newPassword: password }, {}, confirmationErrors(password, confirmation));
    if (!check.success) return;
    change.mutate(check.data, {
      onSuccess: () => {
        toast({ title: '¡Contraseña actualizada!', description: 'Las demás sesiones de tu cuenta se han cerrado.' });
        onDone();
      },
      // A wrong current password, or any other refusal: under the current password, as the dialog always showed it.
      onError: (error) => form.show({ currentPassword: serverMessageOr(error, 'Error al cambiar la contraseña') }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4 text-left">
      <FormField
        id={fieldId('currentPassword')}
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.currentPassword}
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
        passwordError={form.errors.newPassword}
        confirmationError={form.errors.confirmation}
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
          <DialogTitle size="md" className="pr-10">Cambiar contraseña</DialogTitle>
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
