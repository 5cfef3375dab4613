import { useState, type FormEvent } from 'react';
import { newPasswordProblem } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useRegister } from '../api/register';
import { useEnterAdmin } from '../hooks/use-session-change';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { serverMessageOr } from '@/lib/server-message';

/** The account form of /register; the invitation's or setup link's token is sent with the account. */
export function RegisterForm({ inviteToken, setupToken }: { inviteToken: string | null; setupToken: string | null }) {
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const signUp = useRegister();
  const enterAdmin = useEnterAdmin();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) return;
    signUp.mutate(
      { ...fields, password, ...(inviteToken ? { inviteToken } : {}), ...(setupToken ? { setupToken } : {}) },
      {
        onSuccess: (user) => {
          toast({ title: '¡Cuenta creada!' });
          enterAdmin(user, '/admin');
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error de registro', description: serverMessageOr(error, 'Error al crear la cuenta') }),
      },
    );
  };

  const busy = signUp.isPending || signUp.isSuccess;
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="Nombre" autoComplete="given-name" value={fields.firstName} onChange={set('firstName')} />
        <FormField id="register-last-name" label="Apellido" autoComplete="family-name" value={fields.lastName} onChange={set('lastName')} />
      </div>
      <FormField id="register-email" label="Email" type="email" autoComplete="email" required value={fields.email} onChange={set('email')} />
      <NewPasswordFields
        idPrefix="register"
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        error={problem}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </form>
  );
}
