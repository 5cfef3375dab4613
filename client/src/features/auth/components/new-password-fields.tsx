import { useEffect } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/auth';
import { loadCommonPasswords } from '@shared/common-passwords';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  /** The client check's message ('Las contraseñas no coinciden'…), shown under the confirmation. */
  error: string | null;
  passwordLabel?: string;
}

/**
 * A new password and its confirmation, as /register and step 2 of /forgot-password ask them.
 * Opening the fields fetches the common-password list (a lazy chunk), so the form's check
 * (`newPasswordProblem`) refuses those too before anything is sent; the server checks again.
 */
export function NewPasswordFields({ idPrefix, password, confirmation, onPasswordChange, onConfirmationChange, error, passwordLabel = 'Contraseña' }: NewPasswordFieldsProps) {
  useEffect(() => {
    // Without the list the server still refuses a common password, with the same message.
    loadCommonPasswords().catch(() => undefined);
  }, []);
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres; ni una contraseña común ni una serie como 12345678`}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <FormField
        id={`${idPrefix}-confirmation`}
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
        error={error}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
