import { newPasswordProblem } from '@shared/auth';
import type { FieldErrors } from '@/lib/form-validation';

/**
 * The one check of a new password the request's schema cannot make, since the confirmation is
 * never sent: it must match. Shown under the confirmation, with shared/auth's message.
 */
export function confirmationErrors(password: string, confirmation: string): FieldErrors {
  const mismatch = password === confirmation ? null : newPasswordProblem(password, confirmation);
  return mismatch ? { confirmation: mismatch } : {};
}
