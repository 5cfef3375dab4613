import { expect, type Page } from '@playwright/test';
import { E2E_PORT, setupTokenOf } from './servers';

/** The e2e administrator: the first account registered on the fresh e2e database. */
export const E2E_ADMIN = {
  email: 'admin@chapinbox.test',
  password: 'Cl4ve-Segura-E2E',
  firstName: 'Ana',
  lastName: 'Admin',
};

/**
 * Signs the page's browser context in as the e2e admin through the real API: sign in, or,
 * on a fresh database, register the first account (which becomes the admin) with the setup
 * token the main app wrote into its data folder, and sign in.
 */
export async function signInAsStaff(page: Page) {
  const login = () => page.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  if ((await login()).ok()) return;
  await page.request.post('/api/auth/register', { data: { ...E2E_ADMIN, setupToken: setupTokenOf(E2E_PORT) } });
  const retried = await login();
  expect(retried.ok(), `sign-in as ${E2E_ADMIN.email}: ${await retried.text()}`).toBe(true);
}
