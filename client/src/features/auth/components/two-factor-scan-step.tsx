import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_SETUP_MISSING, twoFactorEnableSchema, type TwoFactorSetup } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useCopyText } from '../hooks/use-copy-text';
import { FormField } from './form-field';

const fieldId = (field: string) => `two-factor-${field}`;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface Props {
  setup: TwoFactorSetup;
  /** The code was right: two-step sign-in is on, with these recovery codes. */
  onEnabled(recoveryCodes: string[]): void;
  /** The server holds no pending secret any more: start again, saying why. */
  onRestart(message: string): void;
}

/** The secret to scan (or type) into an authenticator app, and the app's first code to confirm it. */
export function TwoFactorScanStep({ setup, onEnabled, onRestart }: Props) {
  const [code, setCode] = useState('');
  const form = useFieldErrors(fieldId);
  const enable = useEnableTwoFactor();
  const { copied, copy } = useCopyText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(twoFactorEnableSchema, { code });
    if (!check.success) return;
    enable.mutate(check.data, {
      onSuccess: (recoveryCodes) => {
        toast({ title: 'Verificación en dos pasos activada' });
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        const message = serverMessageOr(error, 'No se pudo confirmar el código. Inténtalo de nuevo.');
        if (message === TWO_FACTOR_SETUP_MISSING) onRestart(message);
        else form.show({ code: message });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        Escanea este código con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).
      </p>
      <img src={setup.qrCode} alt="Código QR para tu aplicación de autenticación" width={192} height={192} className="mx-auto h-48 w-48 rounded-lg border border-slate-200" />
      <div className="space-y-1 text-sm text-slate-700">
        <p>¿No puedes escanearlo? Escribe esta clave en la aplicación:</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900">
            {grouped(setup.secret)}
          </code>
          <Button variant="outline" size="sm" onClick={() => copy(setup.secret)}>
            {copied ? 'Copiada' : 'Copiar clave'}
          </Button>
        </div>
        <p className="text-xs text-slate-500" aria-live="polite">
          {copied === false ? 'No se pudo copiar: escribe la clave a mano.' : ''}
        </p>
      </div>
      <FormField
        id={fieldId('code')}
        label="Código de la aplicación"
        hint="Para confirmar, escribe los 6 números que muestra ahora la aplicación."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        className="w-40 font-mono tracking-widest"
        error={form.errors.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? 'Confirmando...' : 'Confirmar'}
      </Button>
    </form>
  );
}
