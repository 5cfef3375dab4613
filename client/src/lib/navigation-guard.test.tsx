import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Router, Switch } from 'wouter';
import { useGuardedLocation, useNavigationGuard } from './navigation-guard';

const MESSAGE = 'Tienes cambios sin guardar. ¿Salir y perderlos?';

/** A page with a form that is unsaved until it is saved. */
function EditingPage() {
  const [unsaved, setUnsaved] = useState(true);
  useNavigationGuard(unsaved, MESSAGE);
  return (
    <>
      <h1>Editando</h1>
      <button type="button" onClick={() => setUnsaved(false)}>
        Guardar
      </button>
      <Link href="/otra">Ir a otra página</Link>
    </>
  );
}

/** The app's router, with the guarded location hook, on the real browser location. */
function renderApp() {
  return render(
    <Router hook={useGuardedLocation}>
      <Switch>
        <Route path="/editando" component={EditingPage} />
        <Route path="/otra">
          <h1>Otra</h1>
        </Route>
        <Route path="/antes">
          <h1>Antes</h1>
        </Route>
      </Switch>
    </Router>,
  );
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
};

describe('navigation guard', () => {
  let confirm: ReturnType<typeof mockConfirm>;
  const mockConfirm = () => vi.spyOn(window, 'confirm');
  beforeEach(() => {
    history.replaceState(null, '', '/antes');
    history.pushState(null, '', '/editando');
    confirm = mockConfirm().mockReturnValue(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('When a link is followed with unsaved edits and staff stay, then the page and its address stay', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(screen.getByRole('heading', { name: 'Editando' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/editando');
  });

  it('When a link is followed with unsaved edits and staff confirm, then the app navigates', async () => {
    confirm.mockReturnValue(true);
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(await screen.findByRole('heading', { name: 'Otra' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/otra');
  });

  it('When the edits are saved, then links navigate without asking and closing the tab does not ask', async () => {
    renderApp();
    expect(unloadPrevented()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(unloadPrevented()).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Otra' })).toBeInTheDocument();
  });

  it('When the browser goes back with unsaved edits and staff stay, then the page and its address come back', async () => {
    renderApp();
    act(() => history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(MESSAGE));
    await waitFor(() => expect(window.location.pathname).toBe('/editando'));
    expect(screen.getByRole('heading', { name: 'Editando' })).toBeInTheDocument();
  });

  it('When the browser goes back with unsaved edits and staff confirm, then the previous page shows', async () => {
    confirm.mockReturnValue(true);
    renderApp();
    act(() => history.back());
    expect(await screen.findByRole('heading', { name: 'Antes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/antes');
  });
});
