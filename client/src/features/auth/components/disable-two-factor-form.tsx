import { useState, type FormEvent } from 'react';
import { twoFactorDisableSchema } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { FormField } from './form-field';

const fieldId = (field: string) => `two-factor-disable-${field}`;

/** Turning two-step sign-in off takes the account's password, so an open session left behind cannot. */
export function DisableTwoFactorForm() {
  const [password, setPassword] = useState('');
  const form = useFieldErrors(fieldId);
  const disable = useDisableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(twoFactorDisableSchema, { password });
    if (!check.success) return;
    disable.mutate(check.data, {
      onSuccess: () => toast({ title: 'Verificación en dos pasos desactivada', description: 'Al iniciar sesión solo se te pedirá la contraseña.' }),
      onError: (error) => form.show({ password: serverMessageOr(error, 'No se pudo desactivar. Inténtalo de nuevo.') }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4">
      <FormField
        id={fieldId('password')}
        label="Contraseña"
        hint="Para desactivarla, escribe tu contraseña."
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={disable.isPending}>
        {disable.isPending ? 'Desactivando...' : 'Desactivar'}
      </Button>
    </form>
  );
}
