import { describe, expect, it } from 'vitest';
import { confirmationErrors } from './password-confirmation';

describe('confirmationErrors', () => {
  it('When the confirmation matches, then there is nothing to show, whatever the password', () => {
    expect(confirmationErrors('corta', 'corta')).toEqual({});
    expect(confirmationErrors('una-clave-larga', 'una-clave-larga')).toEqual({});
  });

  it('When it differs, then the confirmation says the passwords do not match', () => {
    expect(confirmationErrors('una-clave-larga', 'otra-clave-larga')).toEqual({ confirmation: 'Las contraseñas no coinciden' });
    expect(confirmationErrors('corta', 'otra')).toEqual({ confirmation: 'Las contraseñas no coinciden' });
  });
});
