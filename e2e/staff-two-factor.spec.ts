import { generate } from 'otplib';
import { expect, test } from './support/test';
import { createStaffAccount } from './support/staff';

/** The authenticator app's code for `secret`, `stepsAhead` 30 s steps from now. */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Waits until at least 6 s of the current 30 s step are left, so each code belongs to the step it means. */
async function untilMidStep() {
  await expect.poll(() => 30 - ((Date.now() / 1000) % 30), { timeout: 10_000 }).toBeGreaterThan(6);
}

// Two sign-ins, a setup and a wait for a fresh time step: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('When a member turns on two-step sign-in, then the next sign-in asks for a code after the password, and a remembered browser skips it', async ({ page, baseURL }) => {
  const member = await createStaffAccount(baseURL!, 'editor');
  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Verificación en dos pasos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Verificación en dos pasos' });
  const setupAnswer = page.waitForResponse('**/api/auth/2fa/setup');
  await untilMidStep();
  await dialog.getByRole('button', { name: 'Activar' }).click();
  const { secret } = (await (await setupAnswer).json()) as { secret: string };
  await expect(dialog.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  // The code of the step before: the current one stays unused for the sign-in below.
  await dialog.getByLabel('Código de la aplicación').fill(await codeOf(secret, -1));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const codes = dialog.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Ya los guardé' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/login/);

  await signIn();
  const codeField = page.getByLabel('Código de verificación');
  await expect(codeField).toBeFocused();
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(codeField).toHaveAccessibleDescription(/los 6 números/);
  await codeField.fill(await codeOf(secret));
  await page.getByLabel('Recordar este dispositivo durante 30 días').check();
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();

  // Signed out, this browser is remembered: the password is enough for 30 days.
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await signIn();
  await expect(page).toHaveURL(/\/admin$/);
});

test('When the phone is lost, then a recovery code signs in once', async ({ page, baseURL }) => {
  const member = await createStaffAccount(baseURL!, 'editor');
  await page.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  await untilMidStep();
  const { secret } = (await (await page.request.post('/api/auth/2fa/setup')).json()) as { secret: string };
  const enabled = await page.request.post('/api/auth/2fa/enable', { data: { code: await codeOf(secret) } });
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  await page.context().clearCookies();

  const useRecoveryCode = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Código de verificación').fill(recoveryCodes[0].toUpperCase());
    await page.getByRole('button', { name: 'Verificar' }).click();
  };
  await useRecoveryCode();
  await expect(page).toHaveURL(/\/admin$/);

  await page.context().clearCookies();
  await useRecoveryCode();
  await expect(page.getByLabel('Código de verificación')).toHaveAccessibleDescription(/no es correcto o ya se usó/);
});
