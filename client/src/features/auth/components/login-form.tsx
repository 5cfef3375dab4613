import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { loginRequestSchema, type CurrentUser } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useLogin } from '../api/login';
import { useEnterAdmin } from '../hooks/use-session-change';
import { safeNextPath } from '../lib/safe-next';
import { FormField } from './form-field';
import { TwoFactorLoginStep } from './two-factor-login-step';
import { serverMessageOr } from '@/lib/server-message';

const fieldId = (field: string) => `login-${field}`;

/**
 * /login: e-mail and password, then the code of an account with two-step sign-in; success
 * opens the page in `?next=` (a path of this site, where an ended session left the person),
 * else /admin, with the welcome toast on it.
 */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  // Why the person is back at the password (the code step expired).
  const [notice, setNotice] = useState<string | null>(null);
  const form = useFieldErrors(fieldId);
  const signIn = useLogin();
  const enterAdmin = useEnterAdmin();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next')) ?? '/admin';

  const welcome = (user: CurrentUser) => {
    toast({ title: '¡Bienvenido!', description: 'Has iniciado sesión correctamente' });
    enterAdmin(user, next);
  };

  const backToPassword = (message: string | null) => {
    setNotice(message);
    setPassword('');
    setCodeStep(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(loginRequestSchema, { email, password });
    if (!check.success) return;
    setNotice(null);
    signIn.mutate(check.data, {
      onSuccess: (answer) => ('user' in answer ? welcome(answer.user) : setCodeStep(true)),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error de inicio de sesión', description: serverMessageOr(error, 'Credenciales inválidas') }),
    });
  };

  if (codeStep) return <TwoFactorLoginStep onSignedIn={welcome} onBack={backToPassword} />;

  // Stays disabled after signing in too: the page is about to change.
  const busy = signIn.isPending || (signIn.isSuccess && 'user' in signIn.data);
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {notice && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {notice}
        </p>
      )}
      <FormField
        id={fieldId('email')}
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={form.errors.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        id={fieldId('password')}
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        // Back from an expired code step: the e-mail is still there, the password is asked again.
        autoFocus={notice !== null}
        error={form.errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
