import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { loginRequestSchema } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useLogin } from '../api/login';
import { useEnterAdmin } from '../hooks/use-session-change';
import { safeNextPath } from '../lib/safe-next';
import { FormField } from './form-field';
import { serverMessageOr } from '@/lib/server-message';

const fieldId = (field: string) => `login-${field}`;

/**
 * /login: e-mail and password; success opens the page in `?next=` (a path of this site, where
 * an ended session left the person), else /admin, with the welcome toast on it.
 */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFieldErrors(fieldId);
  const signIn = useLogin();
  const enterAdmin = useEnterAdmin();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next')) ?? '/admin';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(loginRequestSchema, { email, password });
    if (!check.success) return;
    signIn.mutate(check.data, {
      onSuccess: (user) => {
        toast({ title: '¡Bienvenido!', description: 'Has iniciado sesión correctamente' });
        enterAdmin(user, next);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error de inicio de sesión', description: serverMessageOr(error, 'Credenciales inválidas') }),
    });
  };

  // Stays disabled after success too: the page is about to change.
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
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
