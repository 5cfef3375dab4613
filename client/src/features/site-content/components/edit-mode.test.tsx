import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditableText } from '@/lib/editable-text';
import { fakeApi } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import EditMode from './edit-mode';

const TITLE = 'El sabor de tu tierra,';

function renderEditing() {
  const api = fakeApi({ 'PUT /api/content': ({ body }) => ({ status: 200, body }) });
  renderScreen(
    <>
      <EditableText path="hero.title" as="h1" />
      <EditMode sections={[]} />
    </>,
  );
  return api;
}

async function editTitle(value: string) {
  const user = typist();
  await user.click(screen.getByRole('heading', { name: TITLE }));
  const editor = await screen.findByRole('dialog', { name: 'Editar hero.title' });
  const field = within(editor).getByRole('textbox');
  await user.clear(field);
  if (value) await user.paste(value);
  await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
  return { editor, field };
}

describe('EditMode', () => {
  it('When an edited text is longer than the content allows, then the editor says so under it and the draft keeps the old text', async () => {
    const api = renderEditing();

    const { editor, field } = await editTitle('x'.repeat(4_001));

    expect(within(editor).getByRole('alert')).toHaveTextContent('No puede tener más de 4000 caracteres');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('No puede tener más de 4000 caracteres');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('When an edited text is emptied, then the editor asks for one and keeps the old text', async () => {
    renderEditing();

    const { editor } = await editTitle('');

    expect(within(editor).getByRole('alert')).toHaveTextContent('El texto no puede quedar vacío');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
  });

  it('When a text is edited and published, then the content goes to the server with it', async () => {
    const api = renderEditing();

    await editTitle('Nuevo título');
    await typist().click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('✓ Contenido publicado para todos los visitantes')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/content')[0].body).toEqual({ texts: { es: { 'hero.title': 'Nuevo título' }, en: {} } });
  });
});
