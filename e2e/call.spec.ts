import { expect, test, type Page } from './support/test';
import { keepOffline } from './support/offline';
import { letTimePass, stopPageClock } from './support/page-clock';
import { BARE_PORT, FAKES_URL } from './support/servers';

const START = 'Llamada gratis con nuestro asistente';
const POSITION_KEY = 'top-call-button-position';
// How long "Sistema no disponible" shows (docs/product.md#constants).
const CALL_UNAVAILABLE_MS = 3_000;

/** Requests for the call client chunk (which carries daily-js). */
function watchCallChunk(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/call-client-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

test.describe('free call on a site with calls configured', () => {
  test('When the visitor clicks the call button, then it connects through our proxy with the server-side key, Daily is unreachable, the failure shows and the button is idle again', async ({ page }) => {
    // daily-js tries to load its call code from Daily's hosts for several seconds (about 13 s
    // offline, more on a busy machine) before the widget hears that the call failed.
    test.slow();
    await keepOffline(page);
    const callChunk = watchCallChunk(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src[^;]*https:\/\/c\.daily\.co/);
    const button = page.getByRole('button', { name: START });
    await expect(button).toBeVisible();
    expect(callChunk, 'daily-js must not load before a call starts').toEqual([]);

    const proxyCall = page.waitForRequest((request) => request.url().endsWith('/api/voice/call/web'));
    await button.click();

    // The tooltip lasts 3 s: checked first.
    await expect(page.getByText('LLAMADA GRATIS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conectando la llamada…' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancelar llamada' })).toBeVisible();
    const request = await proxyCall;
    expect(request.headers()['authorization']).toBeUndefined();
    expect(request.postDataJSON()).toEqual({ assistantId: 'fake-assistant-id', assistantOverrides: { variableValues: { language: 'es' } } });
    const answer = await (await request.response())!.text();
    expect(answer).not.toContain('fake-voice-key');
    expect(callChunk).toHaveLength(1);

    // daily-js gives up late (see above).
    await expect(page.getByRole('alert')).toHaveText('No se pudo iniciar la llamada', { timeout: 45_000 });
    await expect(page.getByRole('button', { name: START })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancelar llamada' })).toHaveCount(0);

    const received = (await (await page.request.get(`${FAKES_URL}/_control/received?fake=voice`)).json()) as Array<{
      headers: Record<string, string>;
      body: unknown;
    }>;
    expect(received.at(-1)?.headers.authorization).toBe('Bearer fake-voice-key');
    expect(received.at(-1)?.body).toEqual({ assistantId: 'fake-assistant-id', assistantOverrides: { variableValues: { language: 'es' } } });
  });

  test('When the visitor cancels while connecting, then the button is idle at once and no error shows', async ({ page }) => {
    await keepOffline(page);
    await page.goto('/?lang=en');

    await page.getByRole('button', { name: 'Free call with our assistant' }).click();
    await page.getByRole('button', { name: 'Cancel call' }).click();

    await expect(page.getByRole('button', { name: 'Free call with our assistant' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('When a call starts, then the live captions’ code loads with it, not with the page', async ({ page }) => {
    await keepOffline(page);
    const captionsChunk: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/call-captions-[\w-]+\.js$/.test(request.url())) captionsChunk.push(request.url());
    });
    await page.goto('/');
    const button = page.getByRole('button', { name: START });
    await expect(button).toBeVisible();
    expect(captionsChunk).toEqual([]);

    await button.click();
    await expect.poll(() => captionsChunk).toHaveLength(1);
    await page.getByRole('button', { name: 'Cancelar llamada' }).click();
    await expect(page.getByRole('button', { name: START })).toBeEnabled();
  });

  test('When the button is dragged with Shift, then it moves, does not call, and stays there after a reload', async ({ page }) => {
    await keepOffline(page);
    const callChunk = watchCallChunk(page);
    await page.goto('/');
    const button = page.getByRole('button', { name: START });
    const before = (await button.boundingBox())!;
    expect(before).toMatchObject({ x: 20, y: 180 });

    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Shift + arrastrar para mover');
    await page.keyboard.down('Shift');
    await page.mouse.move(before.x + 28, before.y + 28);
    await page.mouse.down();
    await page.mouse.move(before.x + 128, before.y + 128, { steps: 5 });
    await page.mouse.move(before.x + 128, before.y + 228, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Shift');

    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), POSITION_KEY))!)).toEqual({ top: 380, left: 120 });
    await expect(page.getByRole('button', { name: 'Conectando la llamada…' })).toHaveCount(0);
    expect(callChunk).toEqual([]);

    await page.reload();
    await expect(page.getByRole('button', { name: START })).toBeVisible();
    expect(await page.getByRole('button', { name: START }).boundingBox()).toMatchObject({ x: 120, y: 380 });
  });

  test('When the keyboard is used, then Enter starts a call and the cancel button gets the focus', async ({ page }) => {
    await keepOffline(page);
    await page.goto('/');
    const button = page.getByRole('button', { name: START });
    await button.focus();

    await page.keyboard.press('Enter');

    await expect(page.getByRole('button', { name: 'Cancelar llamada' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: START })).toBeFocused();
  });
});

test.describe('free call on a site without calls configured', () => {
  test.use({ baseURL: `http://localhost:${BARE_PORT}` });

  test('When the page loads, then no call button shows and no call code loads', async ({ page }) => {
    const callChunk = watchCallChunk(page);
    const widgetChunk: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/voice-call-widget-[\w-]+\.js$/.test(request.url())) widgetChunk.push(request.url());
    });
    await page.goto('/');
    // The chat button comes in the same idle moment the call button would.
    await expect(page.getByRole('button', { name: 'Abrir el chat con Chapincito' })).toBeVisible();
    await expect(page.getByRole('button', { name: START })).toHaveCount(0);
    expect(widgetChunk).toEqual([]);
    expect(callChunk).toEqual([]);
  });
});

test.describe('free call when the platform turns out to be unavailable', () => {
  test('When the call proxy answers 503, then "Sistema no disponible" shows for 3 s and the button is idle again', async ({ page }) => {
    await keepOffline(page);
    await page.route('**/api/voice/call/web', (route) => route.fulfill({ status: 503, json: { message: 'System unavailable' } }));
    await page.clock.install();
    await page.goto('/');

    const button = page.getByRole('button', { name: START });
    await expect(button).toBeVisible();
    await stopPageClock(page);
    await button.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Sistema no disponible');
    await letTimePass(page, CALL_UNAVAILABLE_MS - 1);
    await expect(alert).toHaveText('Sistema no disponible');
    await page.clock.runFor(1);
    await expect(alert).toHaveCount(0);
    await expect(button).toBeEnabled();
  });
});
