import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { resetPasswordSchema } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useResetPassword } from '../api/reset-password';
import { confirmationErrors } from '../lib/password-confirmation';
import { NewPasswordFields } from './new-password-fields';
import { serverMessageOr } from '@/lib/server-message';

const fieldId = (field: string) => `reset-${field === 'newPassword' ? 'password' : field}`;

/** Step 2 of /forgot-password: the new password for `token`; success goes to /login. */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFieldErrors(fieldId);
  const reset = useResetPassword();
  const [, navigate] = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(resetPasswordSchema, { token, newPassword: password }, {}, confirmationErrors(password, confirmation));
    const failed = (description: string) => toast({ variant: 'destructive', title: 'Error', description });
    // The token is no field: a bad one (from the link) fails as the server would refuse it.
    if (!check.success) {
      if (check.errors.token) failed(check.errors.token);
      return;
    }
    reset.mutate(check.data, {
      onSuccess: () => {
        toast({ title: '¡Contraseña actualizada!', description: 'Ya puedes iniciar sesión con tu nueva contraseña.' });
        navigate('/login');
      },
      onError: (error) => failed(serverMessageOr(error, 'Error al resetear la contraseña')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel="Nueva contraseña"
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        passwordError={form.errors.newPassword}
        confirmationError={form.errors.confirmation}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}
