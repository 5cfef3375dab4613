import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

type Step = { name: 'request' } | { name: 'sent' } | { name: 'reset'; token: string; shownOnScreen: boolean };

/**
 * /forgot-password in two steps. Step 2 opens from the e-mailed link (?token=…), or, in
 * development without a mail transport, with the token the answer carries, shown on screen
 * (docs/decisions/0012-reset-token-on-screen.md).
 */
export function ForgotPassword({ linkToken }: { linkToken: string | null }) {
  const [step, setStep] = useState<Step>(() => (linkToken ? { name: 'reset', token: linkToken, shownOnScreen: false } : { name: 'request' }));
  const [, navigate] = useLocation();

  // The token is kept in memory; the address bar (history, screenshots) should not keep it.
  useEffect(() => {
    if (linkToken) navigate('/forgot-password', { replace: true });
  }, [linkToken, navigate]);

  if (step.name === 'request') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">Escribe el email de tu cuenta. Si el email existe, recibirás un enlace de recuperación.</p>
        <RequestResetForm
          onRequested={(answer) => setStep(answer.resetToken ? { name: 'reset', token: answer.resetToken, shownOnScreen: true } : { name: 'sent' })}
        />
      </div>
    );
  }
  if (step.name === 'sent') {
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="font-semibold">Solicitud enviada</p>
        <p className="mt-1">Si el email existe, recibirás un enlace de recuperación. El enlace caduca en 1 hora y solo funciona una vez.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {step.shownOnScreen ? (
        <div role="status" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Token de recuperación</p>
          <p className="font-mono text-xs break-all" data-testid="reset-token">
            {step.token}
          </p>
          <p>Modo desarrollo: en producción este token llegaría por email. Si el email existe, recibirás un enlace de recuperación.</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Elige una nueva contraseña para tu cuenta.</p>
      )}
      <NewPasswordForm token={step.token} />
    </div>
  );
}
