import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LegalPage } from '@shared/legal-pages';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen, typist } from '@/test/render-screen';
import { LegalPagesPage } from './legal-pages-page';

const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

const draft = (slug: LegalPage['slug'], title: string): LegalPage => ({
  slug,
  title: { es: title, en: `${title} (en)` },
  markdown: { es: '**Borrador:** completa esto.', en: '**Draft:** fill this in.' },
  draft: true,
});

describe('LegalPagesPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({
      'GET /api/config': { status: 200, body: siteConfigFixture() },
      'GET /api/pages/privacidad': { status: 200, body: draft('privacidad', 'Política de privacidad') },
      'GET /api/pages/terminos': { status: 200, body: draft('terminos', 'Términos de uso') },
      'POST /api/admin/pages/preview': ({ body }) => ({ status: 200, body: { html: `<html><head></head><body><h1>${(body as { title: string }).title}</h1></body></html>` } }),
      'PUT /api/admin/pages/privacidad': ({ body }) => ({ status: 200, body: { slug: 'privacidad', ...(body as object), draft: false } }),
    });
  });

  it('When staff open it, then the privacy page shows in both languages, marked as a starting text, with its preview', async () => {
    renderScreen(<LegalPagesPage />);
    expect(await screen.findByLabelText('Título (español)')).toHaveValue('Política de privacidad');
    expect(screen.getByLabelText('Texto (inglés)')).toHaveValue('**Draft:** fill this in.');
    expect(screen.getByText(/es el texto de partida/)).toBeInTheDocument();
    // The preview is the page the server makes from the text as it is being edited.
    await waitFor(() => expect(screen.getByTitle('Vista previa de la página en español')).toHaveAttribute('srcdoc', expect.stringContaining('<h1>Política de privacidad</h1>')));
  });

  it('When the text holds HTML, then the field says so and nothing is sent', async () => {
    const user = typist();
    renderScreen(<LegalPagesPage />);
    await user.fill(await screen.findByLabelText('Texto (español)'), 'Hola <br> mundo');
    await user.click(screen.getByRole('button', { name: 'Guardar página' }));
    expect(screen.getByLabelText('Texto (español)')).toHaveAccessibleDescription(/sin etiquetas HTML/);
    expect(screen.getByLabelText('Texto (español)')).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/pages/privacidad')).toHaveLength(0);
  });

  it('When staff save, then both languages are sent and the page is no longer a draft', async () => {
    const user = typist();
    renderScreen(<LegalPagesPage />);
    await user.clear(await screen.findByLabelText('Texto (español)'));
    await user.fill(screen.getByLabelText('Texto (español)'), '## Responsable\nChapinBox LLC.');
    await user.click(screen.getByRole('button', { name: 'Guardar página' }));
    expect(await toastTitle('Página guardada')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/pages/privacidad')[0].body).toEqual({
      title: { es: 'Política de privacidad', en: 'Política de privacidad (en)' },
      markdown: { es: '## Responsable\nChapinBox LLC.', en: '**Draft:** fill this in.' },
    });
    await waitFor(() => expect(screen.queryByText(/es el texto de partida/)).not.toBeInTheDocument());
  });

  it('When staff choose another page, then its texts show', async () => {
    const user = typist();
    renderScreen(<LegalPagesPage />);
    await screen.findByLabelText('Título (español)');
    await user.click(screen.getByRole('button', { name: 'Términos de uso' }));
    await waitFor(() => expect(screen.getByLabelText('Título (español)')).toHaveValue('Términos de uso'));
    expect(screen.getByRole('button', { name: 'Términos de uso' })).toHaveAttribute('aria-pressed', 'true');
  });
});
