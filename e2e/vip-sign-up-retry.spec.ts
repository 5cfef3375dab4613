import { expect, test, type Page } from './support/test';
import { FAKES_URL } from './support/servers';
import { uniqueEmail } from './support/unique-email';

// The browser keeps a sign-up until the server has it (docs/decisions/0013-server-records-every-signup.md).
// These visitors have never joined: no vipEmailSubmitted flag (the config sets it for other specs).
test.use({ storageState: { cookies: [], origins: [] } });

const PENDING_SIGN_UPS_KEY = 'vipPendingSignUps';
/** Whether the server stored the sign-up: its forward to the VIP webhook (a job that exists only with the row) arrived. */
async function stored(page: Page, email: string) {
  const response = await page.request.get(`${FAKES_URL}/_control/received?fake=vip-webhook`);
  const received = (await response.json()) as Array<{ body: { email?: string } }>;
  return received.some((item) => item.body.email === email);
}

const pendingSignUps = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), PENDING_SIGN_UPS_KEY);

async function submitSignUp(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await dialog.getByPlaceholder('Ingresa tu email').fill(email);
  await dialog.getByLabel('Quiero recibir emails con ofertas y contenido exclusivo').check();
  await dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' }).click();
}

// The retries wait 2 s and then 4 s (a fifth either way) before the try that goes through, and
// the stored row's forward job runs on the worker's next poll.
test('When the first two tries fail (503, then a dropped connection), then the sign-up is stored without the visitor doing anything', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('reintento');
  const answers: number[] = [];
  let tries = 0;
  await page.route('**/api/vip/subscribe', async (route) => {
    tries++;
    if (tries === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service temporarily unavailable.' }) });
    if (tries === 2) return route.abort('connectionreset');
    const response = await route.fetch();
    answers.push(response.status());
    return route.fulfill({ response });
  });
  await page.goto('/');

  await submitSignUp(page, email);

  // The visitor sees the usual success 2 s later, whatever happened to the request (on a busy
  // machine the page's timers may run late).
  await expect(page.getByRole('dialog', { name: '¡Bienvenido al Club VIP!' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => answers, { timeout: 20_000 }).toEqual([201]);
  expect(tries).toBe(3);
  expect(await pendingSignUps(page)).toBeNull();
  await expect.poll(() => stored(page, email), { timeout: 20_000 }).toBe(true);
});

test('When the visitor signs up offline and closes the page, then the sign-up is sent on their next visit online', async ({ page, context }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('sin-conexion');
  await page.goto('/');
  // The visitor fills the form (ticking the box fetches the toasts' code), then the connection goes.
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await dialog.getByPlaceholder('Ingresa tu email').fill(email);
  const toasts = page.waitForResponse(/\/assets\/toaster-[\w-]+\.js$/);
  await dialog.getByLabel('Quiero recibir emails con ofertas y contenido exclusivo').check();
  await toasts;
  // The connection goes: every try fails as it does offline. Not Chromium's offline emulation:
  // under it a try that had failed could still be sent once the emulation ended, as the page
  // closed or the context went back online (the server logged a sign-up whose client had gone,
  // and the next visit met 409, not 201).
  let refused = 0;
  await page.route('**/api/vip/subscribe', (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });

  await dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' }).click();
  await expect(page.getByRole('dialog', { name: '¡Bienvenido al Club VIP!' })).toBeVisible({ timeout: 15_000 });
  // The page tries again about 2 s after the first failure, then waits about 4 s. It closes just
  // after that second try failed, when no try is under way: a try started as the page closed
  // escaped the route and reached the server.
  await expect.poll(() => refused, { timeout: 15_000, intervals: [50] }).toBe(2);
  await expect.poll(async () => JSON.parse((await pendingSignUps(page)) ?? '[]'), { intervals: [50] }).toEqual([
    expect.objectContaining({ attempts: 2, request: expect.objectContaining({ email }) }),
  ]);
  await page.close();

  const later = await context.newPage();
  const delivered = later.waitForResponse((response) => response.url().endsWith('/api/vip/subscribe') && response.status() === 201);
  await later.goto('/');

  await delivered;
  // A member now: nothing opens by itself, and nothing is left to send.
  await expect(later.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => pendingSignUps(later)).toBeNull();
  await expect.poll(() => stored(later, email), { timeout: 20_000 }).toBe(true);
});

test('When the form shows, then the honeypot field is out of sight, never reached with Tab, and labelled "leave empty"', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await expect(dialog).toBeVisible();

  const honeypot = dialog.getByLabel('Dejar vacío');
  await expect(honeypot).toHaveAttribute('name', 'website');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).not.toBeInViewport();
  await dialog.getByLabel('Quiero recibir emails con ofertas y contenido exclusivo').check();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    await expect(honeypot).not.toBeFocused();
  }
});
