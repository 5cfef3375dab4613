import { PASSWORD_MIN_LENGTH } from '@shared/auth';
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

/** A new password and its confirmation, as /register and step 2 of /forgot-password ask them. */
export function NewPasswordFields({ idPrefix, password, confirmation, onPasswordChange, onConfirmationChange, error, passwordLabel = 'Contraseña' }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres`}
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
