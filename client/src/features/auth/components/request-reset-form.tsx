import { useState, type FormEvent } from 'react';
import { resetRequestSchema, type ResetRequestResponse } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormField } from './form-field';
import { serverMessageOr } from '@/lib/server-message';

const fieldId = (field: string) => `reset-${field}`;

/** Step 1 of /forgot-password: the e-mail of the account. */
export function RequestResetForm({ onRequested }: { onRequested(answer: ResetRequestResponse): void }) {
  const [email, setEmail] = useState('');
  const form = useFieldErrors(fieldId);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(resetRequestSchema, { email });
    if (!check.success) return;
    request.mutate(check.data, {
      onSuccess: onRequested,
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Error al procesar la solicitud') }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        id={fieldId('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={form.errors.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar enlace de recuperación'}
      </Button>
    </form>
  );
}
