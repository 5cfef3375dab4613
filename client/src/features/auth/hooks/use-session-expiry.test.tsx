import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { Toaster } from '@/components/ui/toaster';
import { apiRequest } from '@/lib/api-client';
import { useGuardedLocation, useNavigationGuard } from '@/lib/navigation-guard';
import { dismissToast } from '@/lib/toast-queue';
import { fakeApi } from '@/test/fake-api';
import { currentUserFixture } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render-screen';
import { currentUserQuery } from '../api/get-current-user';
import { useSessionExpiry } from './use-session-expiry';

const MESSAGE = 'Tienes cambios sin guardar en el inventario. ¿Salir y perderlos?';
const admin = currentUserFixture({ lastName: null });

/** A staff page with a quantity that is unsaved once typed, and a save whose session has ended. */
function EditingPage() {
  useSessionExpiry();
  const [quantity, setQuantity] = useState('');
  useNavigationGuard(quantity !== '', MESSAGE);
  const save = useMutation({ mutationFn: () => apiRequest('POST', '/api/inventory/update', { quantity }) });
  return (
    <>
      <label>
        Nueva cantidad
        <input value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </label>
      <button type="button" onClick={() => save.mutate()}>
        Guardar cambios
      </button>
    </>
  );
}

/** The app's router (guarded location hook) on the real browser location, with the toasts. */
function renderApp() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, admin);
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={useGuardedLocation}>
        <Switch>
          <Route path="/inventory" component={EditingPage} />
          <Route path="/login">
            <p>Página de inicio de sesión</p>
          </Route>
        </Switch>
      </Router>
      <Toaster closeLabel="Cerrar" />
    </QueryClientProvider>,
  );
  return queryClient;
}

const toastDescription = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-description"]' });

describe('useSessionExpiry', () => {
  let confirm: MockInstance<typeof window.confirm>;
  beforeEach(() => {
    dismissToast();
    history.replaceState(null, '', '/inventory');
    fakeApi({ 'POST /api/inventory/update': { status: 401, body: { message: 'No autenticado' } } });
    confirm = vi.spyOn(window, 'confirm');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('When the session ends with unsaved edits and staff stay, then the page and edits stay, and the next 401 offers /login again', async () => {
    confirm.mockReturnValueOnce(false).mockReturnValueOnce(true);
    const queryClient = renderApp();
    await userEvent.type(screen.getByLabelText('Nueva cantidad'), '25');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    // Asked once, declined: nothing dropped, the edit still on screen, the reason said.
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(await toastDescription('Tus cambios siguen en pantalla. Inicia sesión en otra pestaña y vuelve a guardar.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/inventory');
    expect(screen.getByLabelText('Nueva cantidad')).toHaveValue('25');
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(admin);

    // The next failing call asks again (it used to be ignored); staff agree this time, and are asked only once.
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Finventory');
    expect(await toastDescription('Inicia sesión de nuevo para volver a donde estabas.')).toBeInTheDocument();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
  });

  it('When the session ends with nothing unsaved, then /login?next= opens without asking', async () => {
    renderApp();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Finventory');
  });
});
