import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LaunchChecklist as Checklist } from '@shared/launch-checklist';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { LaunchChecklist } from './launch-checklist';

const CHECKLIST = 'GET /api/admin/launch-checklist';

const freshInstall: Checklist = {
  items: [
    { check: 'mail', state: 'todo', missing: ['SMTP_URL', 'PUBLIC_ORIGIN'] },
    { check: 'sender', state: 'off', missing: ['DKIM_DOMAIN'] },
    { check: 'ebook', state: 'todo', missing: ['ebook'] },
    { check: 'feedback', state: 'todo', missing: ['MAIL_FEEDBACK_SECRET'] },
    { check: 'products', state: 'todo', missing: ['candyMix', 'chocoBox'] },
    { check: 'photos', state: 'todo', missing: ['chocoBox'] },
    { check: 'contacts', state: 'todo', missing: ['contactEmail', 'social'] },
    { check: 'legal', state: 'todo', missing: ['terminos', 'envios'] },
    { check: 'chat', state: 'done', missing: [] },
    { check: 'voice', state: 'off', missing: ['VOICE_API_KEY'] },
  ],
};

describe('LaunchChecklist (the overview at /admin)', () => {
  it('When things are missing, then each line says its state, what is missing and links to where it is fixed', async () => {
    fakeApi({ [CHECKLIST]: { status: 200, body: freshInstall } });
    renderScreen(<LaunchChecklist />, { path: '/admin' });

    expect(await screen.findByRole('heading', { level: 3, name: 'Antes del lanzamiento' })).toBeInTheDocument();
    expect(screen.getByText('Quedan 7 cosas pendientes')).toBeInTheDocument();
    expect(screen.getByTestId('launch-mail')).toHaveTextContent('Envío de correos · Pendiente');
    expect(screen.getByTestId('launch-mail')).toHaveTextContent('Falta configurar en el servidor: SMTP_URL, PUBLIC_ORIGIN');
    expect(within(screen.getByTestId('launch-ebook')).getByRole('link', { name: 'Subir el ebook' })).toHaveAttribute('href', '/admin/ebooks');
    expect(screen.getByTestId('launch-products')).toHaveTextContent('Los botones de compra de CANDY MIX y CHOCO BOX llevan a una búsqueda en Amazon');
    expect(within(screen.getByTestId('launch-products')).getByRole('link', { name: 'Completar en Ajustes del sitio' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByTestId('launch-contacts')).toHaveTextContent('Falta el correo de contacto y al menos una red social.');
    expect(screen.getByTestId('launch-chat')).toHaveTextContent('Chat con Chapincito · Listo');
    expect(within(screen.getByTestId('launch-chat')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('launch-voice')).toHaveTextContent('Llamada de voz · Apagado');
    expect(screen.getByTestId('launch-sender')).toHaveTextContent('comprueba que tu proveedor los firme con DKIM');
    expect(screen.getByTestId('launch-photos')).toHaveTextContent('CHOCO BOX solo muestra ilustraciones: sube una foto de la caja real.');
    expect(within(screen.getByTestId('launch-photos')).getByRole('link', { name: 'Subir fotos' })).toHaveAttribute('href', '/admin/media');
    expect(screen.getByTestId('launch-legal')).toHaveTextContent('Siguen con el texto de ejemplo: los términos de uso y envíos y devoluciones.');
    expect(within(screen.getByTestId('launch-legal')).getByRole('link', { name: 'Editar las páginas legales' })).toHaveAttribute('href', '/admin/legal-pages');
    expect(screen.getByTestId('launch-feedback')).toHaveTextContent('configura MAIL_FEEDBACK_SECRET');
  });

  it('When one thing is left, then the count is singular', async () => {
    const oneLeft: Checklist = { items: freshInstall.items.map((item) => (item.check === 'ebook' ? item : { ...item, state: item.state === 'off' ? 'off' : 'done', missing: [] })) };
    fakeApi({ [CHECKLIST]: { status: 200, body: oneLeft } });
    renderScreen(<LaunchChecklist />, { path: '/admin' });

    expect(await screen.findByText('Queda 1 cosa pendiente')).toBeInTheDocument();
  });

  it('When every line is done or deliberately off, then only a line says everything is ready', async () => {
    fakeApi({
      [CHECKLIST]: { status: 200, body: { items: freshInstall.items.map((item) => ({ ...item, state: item.check === 'voice' ? 'off' : 'done', missing: [] })) } },
    });
    renderScreen(<LaunchChecklist />, { path: '/admin' });

    expect(await screen.findByText('Todo listo para el lanzamiento.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Antes del lanzamiento' })).toBeNull();
  });

  it('When the check fails, then it says so', async () => {
    fakeApi({ [CHECKLIST]: { status: 503, body: { message: 'down' } } });
    renderScreen(<LaunchChecklist />, { path: '/admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo comprobar qué falta para el lanzamiento.');
  });
});
