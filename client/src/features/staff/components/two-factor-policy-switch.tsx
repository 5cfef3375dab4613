import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useSetTwoFactorPolicy } from '../api/set-two-factor-policy';

const CONFIRM_REQUIRE =
  '¿Exigir la verificación en dos pasos a todo el personal? Quien no la tenga activada tendrá que configurarla antes de poder hacer nada más en la administración.';
const YOU_TOO = ' Tú tampoco la tienes activada: tendrás que configurarla ahora.';

/**
 * Whether every staff account must sign in with two steps. Turning it on asks first: members
 * without a second factor (the admin too) can do nothing else until they set it up.
 */
export function TwoFactorPolicySwitch({ required, meWithout }: { required: boolean; meWithout: boolean }) {
  const policy = useSetTwoFactorPolicy();
  const shown = policy.isPending ? policy.variables.required : required;

  const change = (next: boolean) => {
    if (next && !window.confirm(meWithout ? CONFIRM_REQUIRE + YOU_TOO : CONFIRM_REQUIRE)) return;
    policy.mutate(
      { required: next },
      {
        onSuccess: (now) =>
          toast({
            title: now ? 'Verificación en dos pasos exigida' : 'Verificación en dos pasos opcional',
            description: now ? 'Quien no la tenga activada tendrá que configurarla.' : 'Cada persona decide si la usa.',
          }),
        onError: (error) => toast({ variant: 'destructive', title: 'No se pudo cambiar', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
      },
    );
  };

  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <input
        id="two-factor-required"
        type="checkbox"
        role="switch"
        checked={shown}
        disabled={policy.isPending}
        onChange={(event) => change(event.target.checked)}
        aria-describedby="two-factor-required-hint"
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-blue"
      />
      <div>
        <label htmlFor="two-factor-required" className="text-sm font-semibold text-slate-900">
          Exigir verificación en dos pasos a todo el personal
        </label>
        <p id="two-factor-required-hint" className="text-xs text-slate-600">
          Con ella, además de la contraseña, se pide un código de una aplicación del teléfono al iniciar sesión.
        </p>
      </div>
    </div>
  );
}
