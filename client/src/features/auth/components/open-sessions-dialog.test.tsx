import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffSession } from '@shared/auth';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { OpenSessionsButton } from './open-sessions-dialog';

const session = (id: string, device: string, current = false): StaffSession => ({
  id,
  current,
  device,
  address: '203.0.113.7',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-28T09:30:00.000Z',
});

const laptop = session('a'.repeat(22), 'Chrome en Windows', true);
const phone = session('b'.repeat(22), 'Safari en iPhone');
const tablet = session('c'.repeat(22), 'Safari en iPad');

function serveSessions(initial: StaffSession[]) {
  let sessions = initial;
  return fakeApi({
    'GET /api/auth/sessions': () => ({ status: 200, body: { sessions } }),
    [`DELETE /api/auth/sessions/${phone.id}`]: () => {
      sessions = sessions.filter((item) => item.id !== phone.id);
      return { status: 204 };
    },
    'POST /api/auth/sessions/end-others': () => {
      const ended = sessions.filter((item) => !item.current).length;
      sessions = sessions.filter((item) => item.current);
      return { status: 200, body: { ended } };
    },
  });
}

async function openList() {
  const user = typist();
  await user.click(screen.getByRole('button', { name: 'Sesiones abiertas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sesiones abiertas' });
  return { user, dialog, list: await within(dialog).findByRole('list', { name: 'Sesiones abiertas' }) };
}

describe('OpenSessionsButton', () => {
  it('When opened, then each session shows its device, address and last activity, this one marked and without "Cerrar"', async () => {
    serveSessions([laptop, phone]);
    renderScreen(<OpenSessionsButton />);
    const { list } = await openList();

    const [mine, other] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome en WindowsEsta sesión');
    expect(mine).toHaveTextContent('203.0.113.7 · última actividad');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' })).toBeInTheDocument();
  });

  it('When another session is closed, then it leaves the list and the toast says that device lost access', async () => {
    const api = serveSessions([laptop, phone]);
    renderScreen(<OpenSessionsButton />);
    const { user, list } = await openList();

    await user.click(within(list).getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' }));

    expect(await screen.findByText('Safari en iPhone ya no tiene acceso.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo(`DELETE /api/auth/sessions/${phone.id}`)).toHaveLength(1);
  });

  it('When "Cerrar todas las demás" is pressed, then only this session stays and the toast counts the others; with none left the button is off', async () => {
    serveSessions([laptop, phone, tablet]);
    renderScreen(<OpenSessionsButton />);
    const { user, dialog, list } = await openList();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las demás' }));

    expect(await screen.findByText('Se cerraron 2 sesiones.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Cerrar todas las demás' })).toBeDisabled();
  });
});
