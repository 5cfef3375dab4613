import type { TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { SESSION_COOKIE } from '../http/session';
import { issueSetupToken } from './setup-token.service';

export const ADMIN = { email: 'Ana.Admin@ChapinBox.test', password: 'clave-segura-123', firstName: 'Ana', lastName: 'Admin' };

/** Registers the first account through the API with a setup token (it becomes the admin, signed in on `client`). */
export async function registerFirstAdmin(ctx: TestContext, client: TestClient = ctx.client()) {
  const setupToken = await issueSetupToken(ctx.database.db);
  const response = await client.post('/api/auth/register', { ...ADMIN, setupToken });
  if (response.status !== 201) throw new Error(`first registration failed: ${response.status} ${response.text}`);
  return { client, user: response.body.user as { id: number; email: string; role: string } };
}

/** The session id a client's cookie carries (unsigned), or undefined. */
export function sessionIdOf(client: TestClient) {
  const value = new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(client.cookieHeader)?.[1];
  return value && /^s:([^.]+)\./.exec(decodeURIComponent(value))?.[1];
}

/** Gives `to` the session cookie of `from` (the same browser talking to another instance). */
export function copySessionCookie(from: TestClient, to: TestClient) {
  const value = new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(from.cookieHeader)?.[1];
  if (!value) throw new Error('no session cookie to copy');
  to.setCookie(SESSION_COOKIE, value);
}
