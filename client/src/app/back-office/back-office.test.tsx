import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { TWO_FACTOR_SETUP_REQUIRED } from '@shared/two-factor';
import { currentUserQuery } from '@/features/auth/api/get-current-user';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { currentUserFixture, insightsSummaryFixture, siteConfigFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import BackOfficeRoute from '../routes/back-office';

const admin = currentUserFixture();
const editor = currentUserFixture({ id: 2, email: 'luis@chapinbox.test', firstName: 'Luis', lastName: null, role: 'editor' });

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2025-03-${String(i + 1).padStart(2, '0')}`, count: i % 2 }));
const subscribers = { total: 2, active: 2, matches: 0, matchesCapped: false, page: 1, pageSize: 25, subscribers: [] };

function serve(user: CurrentUser | null, extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/auth/me': user ? { status: 200, body: { user } } : { status: 401, body: { message: 'No autenticado' } },
    'GET /api/vip/subscribers/counts': { status: 200, body: { total: 2, active: 2 } },
    'GET /api/vip/subscribers/daily': { status: 200, body: { days } },
    'GET /api/vip/subscribers': { status: 200, body: subscribers },
    'GET /api/admin/audit': { status: 200, body: { page: 1, pageSize: 50, hasMore: false, entries: [] } },
    'GET /api/admin/insights/summary': { status: 200, body: insightsSummaryFixture() },
    'GET /api/admin/insights/live': { status: 200, body: { visitors: 0, pageviews: 0, marketplaceClicks: 0 } },
    'GET /api/config': { status: 200, body: siteConfigFixture() },
    'GET /api/admin/launch-checklist': { status: 200, body: { items: [{ check: 'ebook', state: 'todo', missing: ['ebook'] }] } },
    ...extra,
  });
}

/** The staff area as the app routes it: /login is another page. */
function StaffApp() {
  return (
    <Switch>
      <Route path="/login">
        <p>Página de inicio de sesión</p>
      </Route>
      <Route component={BackOfficeRoute} />
    </Switch>
  );
}

const sectionNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);
const sidebarNav = async () => (await screen.findAllByRole('navigation', { name: 'Secciones' }))[0];

describe('the staff area (back office)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('When an admin opens /admin, then every section with a page is in the navigation, in two groups, and the overview is current', async () => {
    serve(admin);
    renderScreen(<StaffApp />, { path: '/admin' });

    const nav = await sidebarNav();
    expect(sectionNames(nav)).toEqual(['Resumen', 'Estadísticas', 'Inventario', 'Fotos y videos', 'Ebooks', 'Código QR', 'Preguntas frecuentes', 'Contenido de las cajas', 'Solicitudes de video', 'Textos del sitio', 'Ajustes del sitio', 'Páginas legales', 'Suscriptores', 'Campañas', 'Personal', 'Actividad']);
    expect(within(nav).getByRole('list', { name: 'Gestión del sitio' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Solo administradores' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Suscriptores' })).toHaveAttribute('href', '/admin/subscribers');
    expect(within(nav).getByRole('link', { name: 'Inventario' })).toHaveAttribute('href', '/inventory');
    expect(within(nav).getByRole('link', { name: 'Estadísticas' })).toHaveAttribute('href', '/admin/insights');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resumen' })).toBeInTheDocument();
    expect(await screen.findByTestId('week-visitors')).toHaveTextContent('12.345');
    expect(screen.getByRole('link', { name: 'Ver estadísticas' })).toHaveAttribute('href', '/admin/insights');
    expect(await screen.findByRole('heading', { level: 3, name: 'Antes del lanzamiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subir el ebook' })).toHaveAttribute('href', '/admin/ebooks');
    expect(nav.querySelectorAll('svg').length).toBe(sectionNames(nav).length);
    await waitFor(() => expect(document.title).toBe('Resumen · Administración · ChapinBox'));
  });

  it('When production writes e-mail to its log (MAIL_TRANSPORT=log), then every staff screen says in red that no e-mail leaves the server; with SMTP it says nothing', async () => {
    serve(admin, { 'GET /api/config': { status: 200, body: siteConfigFixture({ environment: 'production', mail: { mode: 'log' } }) } });
    const { unmount } = renderScreen(<StaffApp />, { path: '/admin/subscribers' });
    expect(await screen.findByText('El correo no está configurado: nada sale de este servidor')).toHaveClass('bg-red-700');
    unmount();

    const api = serve(admin, { 'GET /api/config': { status: 200, body: siteConfigFixture({ environment: 'production', mail: { mode: 'smtp' } }) } });
    renderScreen(<StaffApp />, { path: '/admin/subscribers' });
    await sidebarNav();
    await waitFor(() => expect(api.callsTo('GET /api/config')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('El correo no está configurado: nada sale de este servidor')).not.toBeInTheDocument();
  });

  it('When an editor signs in, then the administrators\' sections are not offered', async () => {
    serve(editor);
    renderScreen(<StaffApp />, { path: '/admin' });

    const nav = await sidebarNav();
    expect(sectionNames(nav)).toEqual(['Resumen', 'Estadísticas', 'Inventario', 'Fotos y videos', 'Ebooks', 'Código QR', 'Preguntas frecuentes', 'Contenido de las cajas', 'Solicitudes de video', 'Textos del sitio', 'Ajustes del sitio', 'Páginas legales']);
    expect(within(nav).queryByRole('list', { name: 'Solo administradores' })).toBeNull();
  });

  it('When an editor follows "Estadísticas", then the statistics open for them too, in the same frame', async () => {
    const api = serve(editor);
    const { location } = renderScreen(<StaffApp />, { path: '/admin' });

    await typist().click(within(await sidebarNav()).getByRole('link', { name: 'Estadísticas' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Estadísticas' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/admin/insights');
    expect(await screen.findByTestId('headline-visitors')).toHaveTextContent('12.345');
    expect(api.callsTo('GET /api/admin/insights/live')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Estadísticas · Administración · ChapinBox'));
  });

  it('When an editor opens an administrators\' section by its address, then a notice shows and its data is never asked for', async () => {
    const api = serve(editor);
    renderScreen(<StaffApp />, { path: '/admin/subscribers' });

    expect(await screen.findByRole('heading', { name: 'Solo para administradores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al resumen' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: /Restablecer/ })).toBeNull();
    expect(api.callsTo('GET /api/vip/subscribers')).toEqual([]);
  });

  it('When a section link is followed, then that section opens in the same frame and becomes current', async () => {
    serve(admin);
    const { location } = renderScreen(<StaffApp />, { path: '/admin' });
    const nav = await sidebarNav();

    await typist().click(within(nav).getByRole('link', { name: 'Actividad' }));

    expect(await screen.findByRole('heading', { name: 'Actividad' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/admin/activity');
    expect(within(await sidebarNav()).getByRole('link', { name: 'Actividad' })).toHaveAttribute('aria-current', 'page');
  });

  it('When the "Menú" button is pressed, then the sections and the account actions open under the header, and choosing a section closes them', async () => {
    serve(admin);
    const user = typist();
    renderScreen(<StaffApp />, { path: '/admin' });
    const toggle = await screen.findByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Suscriptores' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(await screen.findByRole('heading', { name: 'Suscriptores VIP' })).toBeInTheDocument();

    // Choosing the section already on screen closes the menu too.
    await user.click(toggle);
    const reopened = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(reopened).getByRole('link', { name: 'Suscriptores' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('When the address names no section, then "Sección no encontrada" shows inside the frame', async () => {
    serve(admin);
    renderScreen(<StaffApp />, { path: '/admin/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Sección no encontrada' })).toBeInTheDocument();
    expect(await sidebarNav()).toBeInTheDocument();
  });

  it('When nobody is signed in, then /login opens with the page to come back to', async () => {
    serve(null);
    const { location } = renderScreen(<StaffApp />, { path: '/admin/activity' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login?next=%2Fadmin%2Factivity'));
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
  });

  it('When a call answers 401 (the session ended), then the staff data is dropped, "Sesión caducada" shows and /login?next= opens', async () => {
    serve(admin, {
      'GET /api/vip/subscribers': { status: 401, body: { message: 'No autenticado' } },
    });
    const { location, queryClient } = renderScreen(<StaffApp />, { path: '/admin/subscribers' });
    // The user was read before the session ended (GET /api/auth/me is cached 5 minutes).
    queryClient.setQueryData(currentUserQuery.queryKey, admin);

    expect(await screen.findByText('Sesión caducada', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login?next=%2Fadmin%2Fsubscribers'));
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
    expect(screen.getAllByText('Sesión caducada', { selector: '[data-slot="toast-title"]' })).toHaveLength(1);
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['/api/vip/subscribers'] })).toEqual([]);
  });

  it('When a call answers 403 because the role just changed, then the user is read again and the section gives way to the notice', async () => {
    let role: CurrentUser['role'] = 'admin';
    serve(admin, {
      'GET /api/auth/me': () => ({ status: 200, body: { user: { ...admin, role } } }),
      'GET /api/vip/subscribers': () => {
        role = 'editor';
        return { status: 403, body: { message: 'Solo un administrador puede hacer esto' } };
      },
    });
    renderScreen(<StaffApp />, { path: '/admin/subscribers' });

    expect(await screen.findByRole('heading', { name: 'Solo para administradores' })).toBeInTheDocument();
    expect(sectionNames(await sidebarNav())).not.toContain('Suscriptores');
  });

  it('When a call answers 403 because an admin now requires two steps, then the user is read again and only the two-step setup shows', async () => {
    let user = admin;
    serve(admin, {
      'GET /api/auth/me': () => ({ status: 200, body: { user } }),
      'GET /api/vip/subscribers': () => {
        user = { ...admin, twoFactorRequired: true };
        return { status: 403, body: { message: TWO_FACTOR_SETUP_REQUIRED } };
      },
    });
    renderScreen(<StaffApp />, { path: '/admin/subscribers' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Secciones' })).toBeNull();
  });
});
