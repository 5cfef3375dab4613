import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { newPasswordProblem } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';
import { serverMessageOr } from '@/lib/server-message';

/** Step 2 of /forgot-password: the new password for `token`; success goes to /login. */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();
  const [, navigate] = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: '¡Contraseña actualizada!', description: 'Ya puedes iniciar sesión con tu nueva contraseña.' });
          navigate('/login');
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Error al resetear la contraseña') }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel="Nueva contraseña"
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        error={problem}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}
