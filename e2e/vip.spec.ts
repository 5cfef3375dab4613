import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { letTimePass, stopPageClock } from './support/page-clock';
import { FAKES_URL } from './support/servers';
import { uniqueEmail } from './support/unique-email';

// These visitors have never joined: no vipEmailSubmitted flag (the config sets it for other specs).
test.use({ storageState: { cookies: [], origins: [] } });

// Timings of the VIP club (docs/product.md#constants): the success screen follows a submit
// after 2 s; the chat and call buttons wait up to 5 s for a modal that was due and did not open.
const VIP_SUCCESS_DELAY_MS = 2_000;
const VIP_MODAL_WAIT_LIMIT_MS = 5_000;

/** The names of the lazy chunks the page fetches from now on, e.g. 'chat-widget' or 'vip-modal'. */
function watchChunks(page: Page) {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) chunks.push(name);
  });
  return chunks;
}

async function webhookReceived(page: Page, email: string) {
  const response = await page.request.get(`${FAKES_URL}/_control/received?fake=vip-webhook`);
  const received = (await response.json()) as Array<{ body: { email?: string } }>;
  return received.some((item) => item.body.email === email);
}

test('When the VIP modal has opened by itself, then the chat and call buttons wait behind it and come once it is closed', async ({ page }) => {
  await page.clock.install();
  const chunks = watchChunks(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await expect(dialog).toBeVisible();
  const chat = page.getByRole('button', { name: 'Abrir el chat con Chapincito' });

  // Past every moment the buttons could come by themselves: the idle moment after the load and
  // the limit for a modal that never opens.
  await letTimePass(page, VIP_MODAL_WAIT_LIMIT_MS);
  expect(chunks).not.toContain('chat-widget');
  expect(chunks).not.toContain('call-widget');
  await expect(chat).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chat).toBeVisible();
  await expect(page.getByRole('button', { name: 'Llamada gratis con nuestro asistente' })).toBeVisible();
});

test('When a visitor arrives, then the VIP modal opens by itself; they subscribe and see success after 2 s', async ({ page }) => {
  const email = uniqueEmail('visita');
  await page.clock.install();
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Ingresa tu email').fill(email);
  const submit = dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Quiero recibir emails con ofertas y contenido exclusivo').check();
  await stopPageClock(page);
  const answer = page.waitForResponse('**/api/vip/subscribe');
  await submit.click();

  await expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  expect((await answer).status()).toBe(201);
  const success = page.getByRole('dialog', { name: '¡Bienvenido al Club VIP!' });
  await letTimePass(page, VIP_SUCCESS_DELAY_MS - 1);
  await expect(success).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(success).toBeVisible();
  // The toast's code is a lazy chunk, which React shows on a timer of the stopped clock.
  await page.clock.resume();
  await expect(page.getByText('¡Éxito!', { exact: true })).toBeVisible();
  await success.getByRole('button', { name: '¡Genial!' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The server forwarded the sign-up to the configured webhook in the background: a job whose
  // worker looks for work every 2 s, later on a busy machine.
  await expect.poll(() => webhookReceived(page, email), { timeout: 15_000 }).toBe(true);
});

test('When a visitor has joined, then nothing opens by itself and the floating button shows the member screen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('vipEmailSubmitted', 'true'));
  const chunks = watchChunks(page);
  await page.reload();

  // The VIP club has come (the modal would open by itself 100 ms later), and more than that passes.
  const button = page.getByRole('button', { name: 'Únete al Club VIP y recibe tu ebook GRATIS' });
  await expect(button).toContainText('EBOOK GRATIS');
  await letTimePass(page, 1_000);
  expect(chunks).not.toContain('vip-modal');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await button.click();
  const member = page.getByRole('dialog', { name: '¡Ya eres miembro VIP!' });
  await expect(member).toBeVisible();
  await member.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('When a visitor closes the modal, then feature card 0 and the "join the VIP club" button open it again', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: '¡Únete al Club VIP!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('feature-card-0').click();
  await expect(page.getByRole('dialog', { name: '¡Únete al Club VIP!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Únete al Club VIP' }).first().click();

  await expect(page.getByRole('dialog', { name: '¡Únete al Club VIP!' })).toBeVisible();
});

test('When the address has ?reset-vip=true, then the flag is forgotten, the parameter removed and the form opens', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('vipEmailSubmitted', 'true'));

  await page.goto('/?reset-vip=true');

  await expect(page.getByRole('dialog', { name: '¡Únete al Club VIP!' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => window.localStorage.getItem('vipEmailSubmitted'))).toBeNull();
});

test('When the same e-mail subscribes again, then the visitor still sees success (the server answered 409)', async ({ page, request }) => {
  const email = uniqueEmail('repetida');
  expect((await request.post('/api/vip/subscribe', { data: { email, acceptsEmails: true, source: 'e2e' } })).status()).toBe(201);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await dialog.getByPlaceholder('Ingresa tu email').fill(email.toUpperCase());
  await dialog.getByRole('checkbox').check();
  const answer = page.waitForResponse('**/api/vip/subscribe');

  await dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' }).click();

  expect((await answer).status()).toBe(409);
  await expect(page.getByRole('dialog', { name: '¡Bienvenido al Club VIP!' })).toBeVisible();
});

test('When the e-mail is invalid, then the toast says so and the form stays', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await dialog.getByPlaceholder('Ingresa tu email').fill('sin-arroba');
  await dialog.getByRole('checkbox').check();

  await dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' }).click();

  await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('When a keyboard user opens the modal, then focus is inside, trapped, and Esc closes it', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('Ingresa tu email')).toBeFocused();

  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('When an English visitor subscribes, then every text is English', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Join the VIP Club!' });
    await dialog.getByPlaceholder('Enter your email').fill(uniqueEmail('english'));
    await dialog.getByLabel('I want to receive emails with offers and exclusive content').check();

    await dialog.getByRole('button', { name: 'Get my FREE ebook' }).click();

    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to the VIP Club!' })).toBeVisible();
  });
});
