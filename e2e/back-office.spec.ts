import { request as playwrightRequest } from '@playwright/test';
import { expect, test, type Locator, type Page } from './support/test';
import { adminApi, createStaffAccount, E2E_ADMIN, signInAs, signInAsStaff } from './support/staff';

/**
 * The staff area at a phone's and a laptop's width (docs/product.md#back-office): every
 * section at its own address from the navigation, what an editor sees, an ended session, the
 * welcome toast after sign-in, and toasts that keep clear of the control just used.
 */

/** Navigation label, address, and the heading the section shows. */
const SECTIONS: Array<[string, string, string]> = [
  ['Resumen', '/admin', 'Resumen'],
  ['Estadísticas', '/admin/insights', 'Estadísticas'],
  ['Inventario', '/inventory', 'Gestión de Inventario'],
  ['Fotos y videos', '/admin/media', 'Fotos y videos'],
  ['Ebooks', '/admin/ebooks', 'Gestor de ebooks'],
  ['Código QR', '/admin/qr', 'Código QR de /agexport'],
  ['Preguntas frecuentes', '/admin/faq', 'Preguntas frecuentes'],
  ['Contenido de las cajas', '/admin/box-contents', 'Contenido de las cajas'],
  ['Solicitudes de video', '/admin/video-requests', 'Solicitudes de video (/agexport)'],
  ['Textos del sitio', '/admin/site-texts', 'Textos del sitio'],
  ['Ajustes del sitio', '/admin/settings', 'Configuración del sitio'],
  ['Páginas legales', '/admin/legal-pages', 'Páginas legales'],
  ['Suscriptores', '/admin/subscribers', 'Suscriptores VIP'],
  ['Campañas', '/admin/campaigns', 'Campañas'],
  ['Personal', '/admin/staff', 'Personal con acceso'],
  ['Actividad', '/admin/activity', 'Actividad'],
];
const EDITOR_SECTIONS = SECTIONS.slice(0, 12).map(([label]) => label);

const PHONE = 390;

/** How far the page is wider than the window (0 when nothing sticks out). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The navigation on screen: the sidebar, or on a phone the menu, opened first. */
async function sectionsNav(page: Page, width: number) {
  if (width === PHONE) await page.getByRole('button', { name: 'Menú' }).click();
  return page.getByRole('navigation', { name: 'Secciones' });
}

const toastWith = (page: Page, title: string) => page.locator('[data-slot="toast"]').filter({ hasText: title });

async function overlaps(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('an element is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Puts `element` near the top or the bottom edge of the window; spacers outside the app make room to scroll either way. */
async function scrollNear(element: Locator, edge: 'top' | 'bottom') {
  await element.evaluate((node, where) => {
    if (!document.getElementById('e2e-spacer-top')) {
      for (const [id, place] of [['e2e-spacer-top', 'prepend'], ['e2e-spacer-bottom', 'append']] as const) {
        const spacer = document.createElement('div');
        spacer.id = id;
        spacer.style.height = `${window.innerHeight}px`;
        document.body[place](spacer);
      }
    }
    const box = node.getBoundingClientRect();
    // 'instant': the page scrolls smoothly otherwise, and the click would land mid-scroll.
    window.scrollBy({ top: where === 'top' ? box.top - 100 : box.bottom - window.innerHeight + 100, behavior: 'instant' });
  }, edge);
}

for (const width of [PHONE, 1280]) {
  test.describe(`the staff area at ${width} px`, () => {
    test.use({ viewport: { width, height: width === PHONE ? 844 : 800 } });

    test('When an admin opens each section from the navigation, then it shows at its own address and nothing is wider than the screen', async ({ page }) => {
      await signInAsStaff(page);
      await page.goto('/admin');

      for (const [label, path, heading] of SECTIONS) {
        await test.step(label, async () => {
          await (await sectionsNav(page, width)).getByRole('link', { name: label, exact: true }).click();
          await expect(page).toHaveURL(path);
          await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Secciones' })).toHaveCount(width === PHONE ? 0 : 1);
          await expect.poll(() => horizontalOverflow(page)).toBe(0);
        });
      }
    });

    test('When an editor signs in, then only their sections are offered and the administrators\' pages and API refuse them', async ({ page, baseURL }) => {
      const editor = await createStaffAccount(baseURL!, 'editor');
      await signInAs(page, editor);
      await page.goto('/admin');

      const nav = await sectionsNav(page, width);
      await expect(nav.getByRole('link')).toHaveText(EDITOR_SECTIONS);
      for (const path of ['/admin/subscribers', '/admin/staff', '/admin/activity']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Solo para administradores' })).toBeVisible();
      }
      expect((await page.request.get('/api/vip/subscribers')).status()).toBe(403);
      await page.getByRole('link', { name: 'Volver al resumen' }).click();
      await expect(page).toHaveURL('/admin');
      await expect(page.getByTestId('stat-total')).not.toHaveText('—');
    });

    test('When an admin is made an editor while on the subscribers, then their next action is refused and the page says why', async ({ page, baseURL }) => {
      const other = await createStaffAccount(baseURL!, 'admin');
      await signInAs(page, other);
      await page.goto('/admin/subscribers');
      await expect(page.getByRole('heading', { name: 'Suscriptores VIP' })).toBeVisible();
      const admin = await adminApi(baseURL!);
      expect((await admin.patch(`/api/admin/staff/${other.id}`, { data: { role: 'editor' } })).ok()).toBe(true);
      await admin.dispose();

      await page.getByLabel('Buscar por email').fill('alguien');

      await expect(page.getByRole('heading', { name: 'Solo para administradores' })).toBeVisible();
      const nav = await sectionsNav(page, width);
      await expect(nav.getByRole('link')).toHaveText(EDITOR_SECTIONS);
    });

    test('When the session ends during a subscriber action, then /login?next= opens with the reason, and signing in comes back with the welcome', async ({ page, baseURL }) => {
      await signInAsStaff(page);
      await page.goto('/admin/subscribers');
      const exportButton = page.getByRole('button', { name: 'Exportar CSV' });
      await expect(page.getByTestId('stat-total')).not.toHaveText('—');

      // The session row is deleted on the server (another client signs it out); the browser keeps its cookie.
      const cookie = (await page.context().cookies()).find((item) => item.name === 'chapinbox.sid')!;
      const elsewhere = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${cookie.name}=${cookie.value}` } });
      expect((await elsewhere.post('/api/auth/logout')).status()).toBe(204);
      await elsewhere.dispose();
      await exportButton.click();

      await expect(page).toHaveURL('/login?next=%2Fadmin%2Fsubscribers');
      await expect(toastWith(page, 'Sesión caducada')).toBeVisible();
      // The URL changes before the login screen's chunk has loaded; the form is there once its heading is.
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
      await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();

      await expect(page).toHaveURL('/admin/subscribers');
      await expect(toastWith(page, '¡Bienvenido!')).toContainText('Has iniciado sesión correctamente');
      await expect(page.getByRole('heading', { name: 'Suscriptores VIP' })).toBeVisible();
    });

    test('When staff sign in on /login, then /admin opens with the welcome toast on it', async ({ page }) => {
      await signInAsStaff(page);
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();

      await expect(page).toHaveURL('/admin');
      await expect(toastWith(page, '¡Bienvenido!')).toBeVisible();
      await expect(toastWith(page, '¡Bienvenido!')).toContainText('Has iniciado sesión correctamente');
      await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
    });

    test('When a control raises a toast, then the toast does not cover that control', async ({ page }) => {
      await signInAsStaff(page);
      await page.goto('/admin/subscribers');
      const exportButton = page.getByRole('button', { name: 'Exportar CSV' });

      for (const position of ['top', 'bottom'] as const) {
        await test.step(`with the button near the ${position} of the window`, async () => {
          await scrollNear(exportButton, position);
          // A click by position: the locator's click would scroll the button to the middle first.
          const box = (await exportButton.boundingBox())!;
          const download = page.waitForEvent('download');
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await download;
          const toast = toastWith(page, 'Exportación exitosa').first();
          await expect(toast).toBeVisible();
          expect(await overlaps(toast, exportButton)).toBe(false);
          // The toasts open on the other half of the window from the button.
          await expect(page.locator('[data-slot="toast-viewport"]')).toHaveAttribute('data-placement', position === 'top' ? 'bottom' : 'top');
          await toast.getByRole('button').click();
          await expect(toastWith(page, 'Exportación exitosa')).toHaveCount(0);
        });
      }
    });
  });
}
