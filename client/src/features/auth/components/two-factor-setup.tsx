import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { useTwoFactorChanged } from '../hooks/use-two-factor-changed';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorScanStep } from './two-factor-scan-step';

/**
 * Turning two-step sign-in on, in the account dialog and on the screen an admin's requirement
 * opens: "Activar" asks for a secret, the person scans it and confirms a code, then the
 * recovery codes show once. `onCodesShown` runs as they appear, `onDone` when they are put
 * away ("Ya los guardé").
 */
export function TwoFactorSetup({ onDone, onCodesShown }: { onDone(): void; onCodesShown?(): void }) {
  const setup = useSetUpTwoFactor();
  const twoFactorChanged = useTwoFactorChanged();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Why the person is back at the start (the pending secret was gone).
  const [notice, setNotice] = useState<string | null>(null);

  const start = () => {
    setNotice(null);
    setup.mutate(undefined, {
      // Already on (turned on in another tab): the screens read the account again.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void twoFactorChanged();
      },
    });
  };

  const restart = (message: string) => {
    setNotice(message);
    setup.reset();
  };

  const showCodes = (codes: string[]) => {
    setRecoveryCodes(codes);
    onCodesShown?.();
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (setup.isSuccess) return <TwoFactorScanStep setup={setup.data} onEnabled={showCodes} onRestart={restart} />;
  const problem = notice ?? (setup.isError ? serverMessageOr(setup.error, 'No se pudo empezar. Inténtalo de nuevo.') : null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Necesitas una aplicación de autenticación en el teléfono. Al iniciar sesión, después de la contraseña, escribirás el código que muestre.
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button onClick={start} disabled={setup.isPending}>
        {setup.isPending ? 'Preparando...' : 'Activar'}
      </Button>
    </div>
  );
}
