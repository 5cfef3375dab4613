import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqEntry, FaqItem } from '@shared/faq';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { FaqPage } from './faq-page';

const json = (body: unknown, status = 200) => ({ status, body });

const shipping: FaqItem = {
  id: 1,
  question: { es: '¿Envían a Estados Unidos?', en: 'Do you ship to the USA?' },
  answer: { es: 'Sí, en 3-5 días.', en: 'Yes, in 3-5 days.' },
};
const vip: FaqItem = { id: 2, question: { es: '¿Qué es el Club VIP?', en: 'What is the VIP Club?' }, answer: { es: 'Un club gratis.', en: 'A free club.' } };

/** A fake server keeping the FAQ and the unanswered questions. */
function faqServer(items: FaqItem[] = [shipping, vip], questions = [{ text: '¿tienen algo sin gluten?', count: 3, lastAskedAt: '2026-11-27T18:30:00.000Z' }]) {
  let saved = items;
  let unanswered = questions;
  const api = fakeApi({
    'GET /api/admin/faq': () => json({ items: saved }),
    'PUT /api/admin/faq': ({ body }: ApiCall) => {
      saved = (body as { items: FaqEntry[] }).items.map((entry, index) => ({ id: index + 10, ...entry }));
      return json({ items: saved });
    },
    'GET /api/admin/chat/unanswered': () => json({ questions: unanswered }),
    'POST /api/admin/chat/unanswered/dismiss': ({ body }: ApiCall) => {
      unanswered = unanswered.filter((question) => question.text !== (body as { text: string }).text);
      return { status: 204 };
    },
  });
  const puts = () => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body as { items: FaqEntry[] });
  return { api, puts };
}

const questionsInOrder = () => screen.getAllByLabelText('Pregunta en español').map((field) => (field as HTMLInputElement).value);

describe('FaqPage', () => {
  it('When staff add an entry in both languages and save, then the whole list is sent in its order and shows as saved', async () => {
    const { puts } = faqServer();
    const user = typist();
    renderScreen(<FaqPage />);
    await screen.findByDisplayValue('¿Envían a Estados Unidos?');

    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    const newRow = within(screen.getByRole('article', { name: 'Pregunta 3' }));
    expect(newRow.getByLabelText('Pregunta en español')).toHaveFocus();
    await user.fill(newRow.getByLabelText('Pregunta en español'), '¿Envían a Canadá?');
    await user.fill(newRow.getByLabelText('Respuesta en español'), 'Por ahora **no**.');
    await user.fill(newRow.getByLabelText('Pregunta en inglés'), 'Do you ship to Canada?');
    await user.fill(newRow.getByLabelText('Respuesta en inglés'), 'Not for now.');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].items.map((item) => item.question.es)).toEqual(['¿Envían a Estados Unidos?', '¿Qué es el Club VIP?', '¿Envían a Canadá?']);
    expect(puts()[0].items[2]).toEqual({ question: { es: '¿Envían a Canadá?', en: 'Do you ship to Canada?' }, answer: { es: 'Por ahora **no**.', en: 'Not for now.' } });
    expect(await screen.findByText('Preguntas frecuentes guardadas', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('When a field is missing or an answer holds HTML, then nothing is sent and each field says why, the first one focused', async () => {
    const { puts } = faqServer([shipping]);
    const user = typist();
    renderScreen(<FaqPage />);
    const answer = await screen.findByDisplayValue('Sí, en 3-5 días.');
    await user.clear(answer);
    await user.fill(answer, 'Mira <b>esto</b>');
    await user.clear(screen.getByDisplayValue('Yes, in 3-5 days.'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleDescription(/sin HTML/);
    expect(screen.getByLabelText('Respuesta en inglés')).toHaveAccessibleDescription('La respuesta es obligatoria');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los 2 campos marcados.');
    expect(puts()).toEqual([]);
  });

  it('When staff move an entry with the buttons, then the order changes and the focus stays on the moved entry', async () => {
    const { puts } = faqServer();
    const user = typist();
    renderScreen(<FaqPage />);
    await screen.findByDisplayValue('¿Qué es el Club VIP?');

    await user.click(screen.getByRole('button', { name: 'Subir la pregunta 2' }));
    expect(questionsInOrder()).toEqual(['¿Qué es el Club VIP?', '¿Envían a Estados Unidos?']);
    // At the top it cannot go up again: the focus moves to its other button.
    expect(screen.getByRole('button', { name: 'Bajar la pregunta 1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Subir la pregunta 1' })).toBeDisabled();

    await user.keyboard('{Enter}');
    expect(questionsInOrder()).toEqual(['¿Envían a Estados Unidos?', '¿Qué es el Club VIP?']);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Eliminar la pregunta 1' }));
    expect(questionsInOrder()).toEqual(['¿Qué es el Club VIP?']);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toEqual([{ items: [{ question: vip.question, answer: vip.answer }] }]));
  });

  it('When a visitor’s question could not be answered, then it shows with its count and date, starts a new entry prefilled, and can be dismissed', async () => {
    const { api } = faqServer();
    const user = typist();
    renderScreen(<FaqPage />);
    const panel = within(await screen.findByRole('region', { name: 'Preguntas sin respuesta' }));
    const question = await panel.findByText('¿tienen algo sin gluten?');
    expect(question.parentElement).toHaveTextContent(/3 veces · última: 27 nov 2026/);

    await user.click(panel.getByRole('button', { name: 'Crear pregunta frecuente: ¿tienen algo sin gluten?' }));
    const newRow = within(screen.getByRole('article', { name: 'Pregunta 3' }));
    expect(newRow.getByLabelText('Pregunta en español')).toHaveValue('¿tienen algo sin gluten?');
    expect(newRow.getByLabelText('Respuesta en español')).toHaveFocus();

    await user.click(panel.getByRole('button', { name: 'Descartar: ¿tienen algo sin gluten?' }));
    expect(await panel.findByText(/Ninguna por ahora/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/admin/chat/unanswered/dismiss')?.body).toEqual({ text: '¿tienen algo sin gluten?' });
  });

  it('When the FAQ is empty, then the page says the landing page shows none', async () => {
    faqServer([], []);
    renderScreen(<FaqPage />);
    expect(await screen.findByText('Ninguna: la página principal no muestra preguntas frecuentes.')).toBeInTheDocument();
  });
});
