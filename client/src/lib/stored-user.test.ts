import { describe, expect, it } from 'vitest';
import { clearStoredUser, readStoredUser, STORED_USER_KEY, writeStoredUser } from './stored-user';

describe('stored user (docs/product.md#site-content)', () => {
  it('When a user is written, then only role, email and firstName are kept under the `user` key', () => {
    const fromServer = { id: 3, role: 'admin' as const, email: 'ana@chapinbox.test', firstName: 'Ana' };
    writeStoredUser(fromServer);
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY)!)).toEqual({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' });
    expect(readStoredUser()).toEqual({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' });
  });

  it('When the stored value is not a user, then it reads as nobody', () => {
    window.localStorage.setItem(STORED_USER_KEY, '{"role":"root"}');
    expect(readStoredUser()).toBeNull();
    window.localStorage.setItem(STORED_USER_KEY, 'not json');
    expect(readStoredUser()).toBeNull();
  });

  it('When cleared, then nothing is stored', () => {
    writeStoredUser({ role: 'admin', email: 'ana@chapinbox.test', firstName: null });
    clearStoredUser();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});
