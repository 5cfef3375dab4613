import { expect, test, type Page, waitingForApp } from './support/test';
import { BARE_PORT, setupTokenOf } from './support/servers';

/**
 * Staff accounts end to end on the bare app (development, no SMTP: the reset token shows on
 * screen). Its fresh database is this file's own: the first registration here becomes the admin,
 * whatever the other specs do with the main app's accounts.
 */
test.use({ baseURL: `http://localhost:${BARE_PORT}` });
test.describe.configure({ mode: 'serial' });

const ADMIN = { firstName: 'Rosa', lastName: 'Ajú', email: 'rosa@chapinbox.test', password: 'Primera-Clave-1' };
const NEW_PASSWORD = 'Segunda-Clave-2';

// A sign-in or registration is a cost-12 bcrypt operation, then a full load of /admin: seconds
// on a busy machine.
const SIGNING_IN = { timeout: 15_000 };

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('When a signed-out visitor opens /admin, then they land on /login, with the way back', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('When no account exists and /register is opened without the setup link, then it says where the link is and shows no form', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Configuración inicial' })).toBeVisible();
  await expect(page.getByText(/enlace de configuración que el servidor muestra al arrancar/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('When the first account registers from the setup link, then it lands on /admin as the admin', async ({ page }) => {
  await page.goto(`/register?setup=${setupTokenOf(BARE_PORT)}`);
  await page.getByLabel('Nombre').fill(ADMIN.firstName);
  await page.getByLabel('Apellido').fill(ADMIN.lastName);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirmar contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/admin$/, SIGNING_IN);
  // The success toast raised on /register is still on the page that follows.
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: '¡Cuenta creada!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toEqual({ role: 'admin', email: ADMIN.email, firstName: 'Rosa' });
});

test('When an account exists, then /register without an invitation says one is needed, and an invitation link opens the form', async ({ page, browser }) => {
  const stranger = waitingForApp(await browser.newPage());
  await stranger.goto('/register');
  await expect(stranger.getByText(/El registro requiere una invitación de un administrador/)).toBeVisible();
  await expect(stranger.getByLabel('Email')).toHaveCount(0);

  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, SIGNING_IN);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Personal' }).click();
  await page.getByLabel('Email de la persona invitada').fill('nuevo.miembro@chapinbox.test');
  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(toast(page, 'Invitación enviada')).toBeVisible();
  const link = await page.getByLabel(/Enlace de invitación/).inputValue();
  expect(link).toMatch(/\/register\?invite=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('region', { name: 'Invitar al equipo' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Invitar al equipo' }).getByRole('listitem')).toContainText('nuevo.miembro@chapinbox.test');

  await stranger.goto(link);
  await expect(stranger.getByText(/Has recibido una invitación/)).toBeVisible();
  // The invitation registers only its own address: the field shows it, fixed.
  await expect(stranger.getByLabel('Email')).toHaveValue('nuevo.miembro@chapinbox.test');
  await expect(stranger.getByLabel('Email')).toHaveAttribute('readonly', '');
  await stranger.close();
});

test('When the admin signs out, then the session ends and signing in again opens /admin', async ({ page }) => {
  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, SIGNING_IN);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(toast(page, 'Sesión cerrada')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, SIGNING_IN);
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
});

test('When a wrong password is used, then the toast says why', async ({ page }) => {
  await signIn(page, 'no-es-la-clave');
  await expect(toast(page, 'Error de inicio de sesión')).toBeVisible();
  await expect(toast(page, 'Credenciales inválidas')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('When the password is recovered in development, then the token shows on screen, the new password works and other sessions end', async ({ page, browser }) => {
  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, SIGNING_IN);

  const other = waitingForApp(await browser.newPage());
  await other.goto('/login');
  await other.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  // The URL changes before the screen's chunk has loaded: the login form's own Email field may still be there.
  await expect(other.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await other.getByLabel('Email').fill(ADMIN.email);
  await other.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expect(other.getByTestId('reset-token')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  await other.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await other.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Cambiar contraseña' }).click();

  await expect(toast(other, '¡Contraseña actualizada!')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await signIn(other, NEW_PASSWORD);
  await expect(other).toHaveURL(/\/admin$/, SIGNING_IN);
  await other.close();

  // The session signed in before the reset is over: a full load of /admin goes to /login.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
});
