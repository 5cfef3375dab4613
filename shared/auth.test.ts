import { beforeAll, describe, expect, it } from 'vitest';
import { newPasswordProblem, newPasswordSchema, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './auth';
import { commonPasswordsLoaded, loadCommonPasswords } from './common-passwords';

const problemOf = (password: string) => {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('the new-password rules (docs/product.md#staff-sign-in)', () => {
  beforeAll(() => loadCommonPasswords());

  it('When the list is loaded, then it holds the 10,000 most common passwords', () => {
    expect(commonPasswordsLoaded()).toBe(true);
  });

  it.each(['12345678', 'password', 'PassWord', 'qwertyuiop', 'iloveyou', 'sunshine', 'football1'.slice(0, 8)])(
    'When the password is the common "%s", then it is refused',
    (password) => {
      expect(problemOf(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it.each(['aaaaaaaa', 'zzzzzzzzzzzz', 'abcdefgh', 'hgfedcba', '23456789', '98765432', 'ññññññññ'])(
    'When the password is the straight run "%s", then it is refused',
    (password) => {
      expect(problemOf(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it('When the password has fewer than 8 characters, then it is too short, counting characters rather than bytes', () => {
    expect(problemOf('ñandú7!')).toBe(PASSWORD_TOO_SHORT);
    expect(problemOf('ñandú7!x')).toBeNull();
  });

  it('When the password is over 72 bytes in UTF-8, then it is too long, however few its characters', () => {
    expect(problemOf('x'.repeat(72))).toBe(PASSWORD_TOO_COMMON);
    expect(problemOf(`Tz9-${'q'.repeat(68)}`)).toBeNull();
    expect(problemOf(`Tz9-${'q'.repeat(69)}`)).toBe(PASSWORD_TOO_LONG);
    expect(problemOf('ñ'.repeat(35) + 'ab')).toBeNull();
    expect(problemOf('ñ'.repeat(36) + 'a')).toBe(PASSWORD_TOO_LONG);
    // An emoji is 4 bytes: 18 of them are 72.
    expect(problemOf('🌮🫔'.repeat(9))).toBeNull();
    expect(problemOf('🌮🫔'.repeat(9) + 'a')).toBe(PASSWORD_TOO_LONG);
  });

  it('When the confirmation differs, then that is said first', () => {
    expect(newPasswordProblem('Chapin-Box-2024', 'Chapin-Box-2025')).toBe('Las contraseñas no coinciden');
    expect(newPasswordProblem('Chapin-Box-2024', 'Chapin-Box-2024')).toBeNull();
  });
});
