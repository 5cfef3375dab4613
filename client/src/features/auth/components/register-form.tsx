import { useState, type FormEvent } from 'react';
import { registerRequestSchema } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useRegister } from '../api/register';
import { useEnterAdmin } from '../hooks/use-session-change';
import { confirmationErrors } from '../lib/password-confirmation';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { serverMessageOr } from '@/lib/server-message';

const FIELD_IDS: Record<string, string> = { firstName: 'register-first-name', lastName: 'register-last-name', email: 'register-email', password: 'register-password', confirmation: 'register-confirmation' };
const fieldId = (field: string) => FIELD_IDS[field] ?? `register-${field}`;

/** The account form of /register; the invitation's or setup link's token is sent with the account. */
export function RegisterForm({ inviteToken, setupToken, invitedEmail }: { inviteToken: string | null; setupToken: string | null; invitedEmail?: string }) {
  // An invitation registers only the address it was sent to: that one, fixed.
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: invitedEmail ?? '' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFieldErrors(fieldId);
  const signUp = useRegister();
  const enterAdmin = useEnterAdmin();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(
      registerRequestSchema,
      { ...fields, password, ...(inviteToken ? { inviteToken } : {}), ...(setupToken ? { setupToken } : {}) },
      {},
      confirmationErrors(password, confirmation),
    );
    const failed = (description: string) => toast({ variant: 'destructive', title: 'Error de registro', description });
    if (!check.success) {
      // The link's token is no field: a bad one fails as the server would refuse it.
      const tokenError = check.errors.inviteToken ?? check.errors.setupToken;
      if (tokenError) failed(tokenError);
      return;
    }
    signUp.mutate(check.data, {
      onSuccess: (user) => {
        toast({ title: '¡Cuenta creada!' });
        enterAdmin(user, '/admin');
      },
      onError: (error) => failed(serverMessageOr(error, 'Error al crear la cuenta')),
    });
  };

  const busy = signUp.isPending || signUp.isSuccess;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('firstName')} label="Nombre" autoComplete="given-name" error={form.errors.firstName} value={fields.firstName} onChange={set('firstName')} />
        <FormField id={fieldId('lastName')} label="Apellido" autoComplete="family-name" error={form.errors.lastName} value={fields.lastName} onChange={set('lastName')} />
      </div>
      <FormField
        id={fieldId('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        readOnly={invitedEmail !== undefined}
        hint={invitedEmail !== undefined ? 'La dirección a la que llegó la invitación.' : undefined}
        error={form.errors.email}
        value={fields.email}
        onChange={set('email')}
      />
      <NewPasswordFields
        idPrefix="register"
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        passwordError={form.errors.password}
        confirmationError={form.errors.confirmation}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </form>
  );
}
