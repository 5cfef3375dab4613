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
  /** The password's message (the schema's rules: length, common passwords…), shown in place of its hint. */
  passwordError?: string;
  /** The confirmation's message ('Las contraseñas no coinciden'). */
  confirmationError?: string;
  passwordLabel?: string;
}

/**
 * A new password and its confirmation, as /register and step 2 of /forgot-password ask them.
 * Opening the fields fetches the common-password list (a lazy chunk), so the form's check (the
 * request's schema, `newPasswordSchema`) refuses those too before anything is sent; the server
 * checks again. Their ids are `${idPrefix}-password` and `${idPrefix}-confirmation`.
 */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  passwordLabel = 'Contraseña',
}: NewPasswordFieldsProps) {
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
        error={passwordError}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <FormField
        id={`${idPrefix}-confirmation`}
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
        error={confirmationError}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
