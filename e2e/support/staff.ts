import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, setupTokenOf } from './servers';

/** The e2e administrator: the first account registered on the fresh e2e database. */
export const E2E_ADMIN = {
  email: 'admin@chapinbox.test',
  password: 'Cl4ve-Segura-E2E',
  firstName: 'Ana',
  lastName: 'Admin',
};

/** Signs `api` in as the e2e admin, registering it first on a fresh database. */
async function signInAdmin(api: APIRequestContext) {
  const login = () => api.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  if ((await login()).ok()) return;
  await api.post('/api/auth/register', { data: { ...E2E_ADMIN, setupToken: setupTokenOf(E2E_PORT) } });
  const retried = await login();
  expect(retried.ok(), `sign-in as ${E2E_ADMIN.email}: ${await retried.text()}`).toBe(true);
}

/**
 * Signs the page's browser context in as the e2e admin through the real API: sign in, or,
 * on a fresh database, register the first account (which becomes the admin) with the setup
 * token the main app wrote into its data folder, and sign in.
 */
export const signInAsStaff = (page: Page) => signInAdmin(page.request);

/** A request context of its own signed in as the e2e admin (an admin acting from another browser). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await signInAdmin(api);
  return api;
}

/**
 * A new staff account of `role`, made the way a person joins: the e2e admin invites, the
 * invitee registers with the link. Answers its e-mail, password and id.
 */
export async function createStaffAccount(baseURL: string, role: 'admin' | 'editor') {
  const admin = await adminApi(baseURL);
  const account = { email: `${role}-${randomBytes(4).toString('hex')}@chapinbox.test`, password: 'Cl4ve-Equipo-E2E', firstName: role === 'admin' ? 'Marta' : 'Luis' };
  const invite = await admin.post('/api/admin/invites', { data: { role, email: account.email } });
  expect(invite.ok(), await invite.text()).toBe(true);
  const inviteToken = new URL(((await invite.json()) as { url: string }).url).searchParams.get('invite');
  const invitee = await playwrightRequest.newContext({ baseURL });
  const registered = await invitee.post('/api/auth/register', { data: { ...account, inviteToken } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = ((await registered.json()) as { user: { id: number } }).user;
  await Promise.all([admin.dispose(), invitee.dispose()]);
  return { ...account, id };
}

/** Signs the page's browser in as `account` through the API. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.ok(), await response.text()).toBe(true);
}
