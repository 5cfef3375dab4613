import { expect, test, type Locator, type Page } from './support/test';
import { axeViolations, renderEverySection, type AxeImpact } from './support/axe';
import { scrollPastFirstScreen } from './support/first-screen';
import { keepOffline } from './support/offline';
import { signInAsStaff } from './support/staff';

/**
 * Accessibility: axe on every route, in both languages where the route is
 * bilingual, and on `/` with the VIP modal, the chat and the call widget open. Serious and
 * critical violations fail. Then the keyboard-only journeys: joining the VIP club, writing to
 * the chat and starting a call with `page.keyboard` alone, the focus visible at each step.
 */
const BLOCKING: AxeImpact[] = ['serious', 'critical'];
const LANGUAGES = ['es', 'en'] as const;

// The floating widgets move or bounce until first used; with reduced motion (which the site
// honours) they keep still, so axe measures colours and sizes of a settled page.
test.use({ reducedMotion: 'reduce' });

async function expectNoBlockingViolations(page: Page, include?: string) {
  expect(await axeViolations(page, { impacts: BLOCKING, include })).toEqual([]);
}

test.describe('public pages', () => {
  for (const lang of LANGUAGES) {
    // Each language at both widths, once with motion reduced (the testimonials scroll by hand)
    // and once with motion allowed (they glide).
    for (const [width, reducedMotion] of lang === 'es' ? ([[390, 'reduce'], [1280, 'no-preference']] as const) : ([[390, 'no-preference'], [1280, 'reduce']] as const)) {
      // The landing page is held to more: no violation of any impact.
      test(`When the ${lang} landing page is checked at ${width}px with motion ${reducedMotion === 'reduce' ? 'reduced' : 'allowed'}, then axe finds no violation at all`, async ({ page }) => {
        // axe over every section of the page (colour contrast above all) is slow on a busy machine.
        test.slow();
        await page.emulateMedia({ reducedMotion });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/?lang=${lang}`);
        await scrollPastFirstScreen(page);
        await expect(page.getByRole('button', { name: lang === 'es' ? 'Llamada gratis con nuestro asistente' : 'Free call with our assistant' })).toBeVisible();
        await renderEverySection(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`When /agexport is checked in ${lang}, before and after a submit with errors, then axe finds no serious or critical violation`, async ({ page }) => {
      await page.goto(`/agexport?lang=${lang}`);
      const submit = page.getByRole('button', { name: lang === 'es' ? 'Generar video' : 'Generate video' });
      await expect(submit).toBeVisible();
      await expectNoBlockingViolations(page);

      await submit.click();
      await expect(page.getByText('required field (Email)')).toBeVisible();
      await expectNoBlockingViolations(page);
    });

    test(`When the ${lang} 404 page is checked, then axe finds no serious or critical violation`, async ({ page }) => {
      await page.goto(`/no-such-page?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoBlockingViolations(page);
    });

    test(`When the ${lang} legal pages are checked, then axe finds no serious or critical violation`, async ({ page }) => {
      for (const path of lang === 'es' ? ['/privacidad', '/terminos', '/envios'] : ['/privacy', '/terms', '/shipping']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoBlockingViolations(page);
      }
    });

    test(`When the ${lang} VIP e-mail page (a bad unsubscribe link) is checked, then axe finds no serious or critical violation`, async ({ page }) => {
      await page.goto(`/api/vip/unsubscribe?token=not-a-token&lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  }
});

test.describe('staff pages (Spanish only)', () => {
  test('When /login, /register (closed, bad and valid invitation) and both steps of /forgot-password are checked, then axe finds no serious or critical violation', async ({ page }) => {
    // The admin exists first, so /register shows what a visitor without an invitation sees.
    await signInAsStaff(page);
    const invite = await page.request.post('/api/admin/invites', { data: { role: 'editor', email: 'a11y-invitada@chapinbox.test' } });
    expect(invite.ok()).toBe(true);
    const { url } = (await invite.json()) as { url: string };
    await page.request.post('/api/auth/logout');

    const pages: Array<[string, RegExp | string]> = [
      ['/login', 'Iniciar sesión'],
      ['/register', 'Registro solo con invitación'],
      ['/register?invite=not-a-real-invitation', 'Invitación no válida'],
      [new URL(url).pathname + new URL(url).search, 'Has recibido una invitación para unirte al equipo de ChapinBox.'],
      ['/forgot-password', 'Recuperar contraseña'],
      ['/forgot-password?token=a-token-from-the-email', /contraseña/i],
    ];
    for (const [path, text] of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByText(text).first()).toBeVisible();
        await expectNoBlockingViolations(page);
      });
    }
  });

  // The preview is a sandboxed frame where no script runs, axe's included: the editor around it is checked.
  test('When /admin/legal-pages is checked signed in as staff, then axe finds no serious or critical violation in its editor', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/admin/legal-pages');
    await expect(page.getByLabel('Título (español)')).toBeVisible();
    await expectNoBlockingViolations(page, 'main form');
  });

  for (const path of ['/admin', '/admin/insights', '/admin/subscribers', '/admin/media', '/admin/ebooks', '/admin/qr', '/admin/video-requests', '/admin/settings', '/admin/staff', '/admin/activity', '/inventory']) {
    test(`When ${path} is checked signed in as staff, then axe finds no serious or critical violation`, async ({ page }) => {
      await signInAsStaff(page);
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page);
    });
  }
});

test.describe('the landing page with a widget open', () => {
  for (const lang of LANGUAGES) {
    test.describe(`in ${lang}`, () => {
      test.describe('a visitor who has not joined', () => {
        test.use({ storageState: { cookies: [], origins: [] } });

        test('When the VIP modal has opened by itself, then axe finds no serious or critical violation', async ({ page }) => {
          await page.goto(`/?lang=${lang}`);
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoBlockingViolations(page);
        });
      });

      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['390px phone', { width: 390, height: 844 }],
      ] as const) {
        test(`When the chat is open on a ${device}, then axe finds no serious or critical violation`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(`/?lang=${lang}`);
          await scrollPastFirstScreen(page);
          await page.getByRole('button', { name: lang === 'es' ? 'Abrir el chat con Chapincito' : 'Open the chat with Chapincito' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoBlockingViolations(page);
        });
      }

      test('When a call is connecting (its FREE CALL tooltip and cancel button shown), then axe finds no serious or critical violation', async ({ page }) => {
        await keepOffline(page);
        await page.goto(`/?lang=${lang}`);
        await page.getByRole('button', { name: lang === 'es' ? 'Llamada gratis con nuestro asistente' : 'Free call with our assistant' }).click();
        await expect(page.getByRole('button', { name: lang === 'es' ? 'Cancelar llamada' : 'Cancel call' })).toBeVisible();
        await expectNoBlockingViolations(page);
      });
    });
  }

  test.describe('when the call platform turns out to be unavailable', () => {
    test('When the call fails with "Sistema no disponible", then the widget with its alert has no serious or critical violation', async ({ page }) => {
      await keepOffline(page);
      await page.route('**/api/voice/call/web', (route) => route.fulfill({ status: 503, json: { message: 'System unavailable' } }));
      await page.goto('/');
      await page.getByRole('button', { name: 'Llamada gratis con nuestro asistente' }).click();
      await expect(page.getByRole('alert')).toHaveText('Sistema no disponible');
      await expectNoBlockingViolations(page, '[data-slot="call-widget"]');
    });
  });
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 15 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows it: an outline (or a ring drawn with box-shadow) while it matches :focus-visible. */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible && (ring.outline || ring.shadow), `focus ring of ${String(target)}: ${JSON.stringify(ring)}`).toBe(true);
}

test.describe('keyboard only', () => {
  test.describe('a visitor who has not joined', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('When a visitor joins the VIP club with the keyboard alone, then they reach the success screen and close it', async ({ page }) => {
      const email = `teclado-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.goto('/');
      // The modal opens by itself; Esc closes it, and Shift+Tab reaches the floating VIP button.
      await expect(page.getByRole('dialog', { name: '¡Únete al Club VIP!' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const vipButton = page.getByRole('button', { name: 'Únete al Club VIP y recibe tu ebook GRATIS' });
      await tabTo(page, vipButton, { backwards: true });
      await expectFocusVisible(vipButton);
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
      const input = dialog.getByPlaceholder('Ingresa tu email');
      await expect(input).toBeFocused();
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      const consent = dialog.getByRole('checkbox', { name: 'Quiero recibir emails con ofertas y contenido exclusivo' });
      await expectFocusVisible(consent);
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
      await page.keyboard.press('Tab');
      const submit = dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' });
      await expectFocusVisible(submit);
      const answer = page.waitForResponse('**/api/vip/subscribe');
      await page.keyboard.press('Enter');

      expect((await answer).status()).toBe(201);
      const success = page.getByRole('dialog', { name: '¡Bienvenido al Club VIP!' });
      await expect(success).toBeVisible();
      // The focus stayed in the dialog when the form gave way to the success screen.
      expect(await success.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await axeViolations(page, { impacts: BLOCKING, include: '[role="dialog"]' })).toEqual([]);
      const done = success.getByRole('button', { name: '¡Genial!' });
      await tabTo(page, done);
      await expectFocusVisible(done);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(vipButton).toBeFocused();
    });
  });

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['390px phone', { width: 390, height: 844 }],
  ] as const) {
    test(`When a visitor writes to the chat with the keyboard alone on a ${device}, then Enter sends and the guide answers`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await scrollPastFirstScreen(page);
      const chatButton = page.getByRole('button', { name: 'Abrir el chat con Chapincito' });
      await expect(chatButton).toBeVisible();
      await tabTo(page, chatButton, { backwards: true });
      await expectFocusVisible(chatButton);
      await page.keyboard.press('Enter');

      const chat = page.getByRole('dialog', { name: '¡Hola! Soy Chapincito' });
      await expect(chat).toBeVisible();
      const input = chat.getByRole('textbox', { name: 'Tu mensaje para Chapincito' });
      // On a phone the window takes the focus (the on-screen keyboard would hide it); Tab reaches the box.
      await tabTo(page, input, { max: 5 });
      await page.keyboard.type('¿Cuánto tarda el envío a Estados Unidos?');
      await page.keyboard.press('Enter');

      await expect(chat.getByText('¿Cuánto tarda el envío a Estados Unidos?')).toBeVisible();
      await expect(chat.getByText(/llega en 3-5 días/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();
      await expect(chatButton).toBeFocused();
    });
  }

  test('When a visitor starts a call with the keyboard alone, then it connects, says so, and the cancel button has the focus', async ({ page }) => {
    await keepOffline(page);
    await page.goto('/');
    const callButton = page.getByRole('button', { name: 'Llamada gratis con nuestro asistente' });
    await expect(callButton).toBeVisible();
    await tabTo(page, callButton, { backwards: true });
    await expectFocusVisible(callButton);
    const proxyCall = page.waitForRequest((request) => request.url().endsWith('/api/voice/call/web'));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('button', { name: 'Conectando la llamada…' })).toBeDisabled();
    await expect(page.locator('[data-slot="call-widget"] [aria-live="polite"]')).toHaveText('Conectando la llamada…');
    await proxyCall;
    await expectFocusVisible(page.getByRole('button', { name: 'Cancelar llamada' }));
  });
});
