import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '@shared/auth';
import { REMEMBER_DEVICE_DAYS, TWO_FACTOR_STEP_EXPIRED, twoFactorLoginSchema } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { FormField } from './form-field';

const fieldId = (field: string) => `login-2fa-${field}`;

interface Props {
  onSignedIn(user: CurrentUser): void;
  /** Back to the e-mail and password, with the reason to show there (null: the person chose to). */
  onBack(message: string | null): void;
}

/** The second step of /login for an account with two-step sign-in: a code from the app, or a recovery code. */
export function TwoFactorLoginStep({ onSignedIn, onBack }: Props) {
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const form = useFieldErrors(fieldId);
  const verify = useLoginTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(twoFactorLoginSchema, { code, rememberDevice });
    if (!check.success) return;
    verify.mutate(check.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const message = serverMessageOr(error, 'No se pudo comprobar el código. Inténtalo de nuevo.');
        if (message === TWO_FACTOR_STEP_EXPIRED) onBack(message);
        else form.show({ code: message });
      },
    });
  };

  // Stays disabled after success too: the page is about to change.
  const busy = verify.isPending || verify.isSuccess;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={fieldId('title')} className="space-y-4">
      <h2 id={fieldId('title')} className="text-lg font-semibold text-slate-900">
        Verificación en dos pasos
      </h2>
      <FormField
        id={fieldId('code')}
        label="Código de verificación"
        hint="Escribe los 6 números de tu aplicación de autenticación, o uno de tus códigos de recuperación."
        // No numeric keypad: recovery codes have letters.
        autoComplete="one-time-code"
        autoFocus
        required
        error={form.errors.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex items-start gap-2">
        <input
          id={fieldId('remember')}
          type="checkbox"
          checked={rememberDevice}
          onChange={(event) => setRememberDevice(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-blue"
        />
        <label htmlFor={fieldId('remember')} className="text-sm text-slate-800">
          Recordar este dispositivo durante {REMEMBER_DEVICE_DAYS} días
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button variant="ghost" className="w-full" disabled={busy} onClick={() => onBack(null)}>
        <ArrowLeftIcon className="h-4 w-4" />
        Volver
      </Button>
    </form>
  );
}
