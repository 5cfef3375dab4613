import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredUser, writeStoredUser } from '@/lib/stored-user';
import { currentUserQuery } from '../api/get-current-user';
import { fakeApi } from '@/test/fake-api';
import { currentUserFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { AdminHeader } from './admin-header';

const ana = currentUserFixture();

describe('AdminHeader', () => {
  it("When shown, then it has the title 'Administración', who is signed in with their role, and a link to the site in a new tab", () => {
    renderScreen(<AdminHeader user={ana} />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    expect(screen.getByText('Ana Admin · ana@chapinbox.test · Administrador')).toBeInTheDocument();
    const site = screen.getByRole('link', { name: /Ver sitio/ });
    expect(site).toHaveAttribute('href', '/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it("When signing out works, then 'Sesión cerrada' shows, the stored user is cleared, the user query reads signed out and /login opens", async () => {
    fakeApi({ 'POST /api/auth/logout': { status: 204 } });
    writeStoredUser(ana);
    const { location, queryClient } = renderScreen(<AdminHeader user={ana} />, { path: '/admin' });
    queryClient.setQueryData(currentUserQuery.queryKey, ana);

    await typist().click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Sesión cerrada', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
  });

  it("When signing out fails, then 'Error al cerrar sesión' shows and the stored user stays", async () => {
    fakeApi({ 'POST /api/auth/logout': { status: 503, body: { message: 'down' } } });
    writeStoredUser(ana);
    renderScreen(<AdminHeader user={ana} />, { path: '/admin' });

    await typist().click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Error al cerrar sesión', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(readStoredUser()).not.toBeNull();
  });
});
