import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { VideoRequestForm } from './video-request-form';

const renderForm = (language: Language = 'es') => renderScreen(<VideoRequestForm />, { language });

describe('VideoRequestForm', () => {
  let posted: unknown[];
  let answer: () => FakeReply;
  beforeEach(() => {
    posted = [];
    answer = () => ({ status: 202, body: { id: '0b3f8f4e-7c1a-4f7e-9d7a-2f1e1c0a9b11' } });
    fakeApi({
      'POST /api/video-requests': ({ body }) => {
        posted.push(body);
        return answer();
      },
    });
  });

  it('When submitted empty, then both required messages show and nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Generar video' }));
    expect(screen.getByText('required field (Tema)')).toBeInTheDocument();
    expect(screen.getByText('required field (Email)')).toBeInTheDocument();
    expect(screen.getByLabelText('Tema del video')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tema del video')).toHaveFocus();
    expect(posted).toHaveLength(0);
  });

  it.each([
    ['es', 'Tema del video', 'Correo electrónico', 'Generar video', 'Por favor ingresa un email válido'],
    ['en', 'Video topic', 'E-mail', 'Generate video', 'Please enter a valid email'],
  ] as const)('When the e-mail is not text@text.text (%s), then the shape message shows', async (language, topicLabel, emailLabel, submit, message) => {
    const user = userEvent.setup();
    renderForm(language);
    await user.type(screen.getByLabelText(topicLabel), 'Café');
    await user.type(screen.getByLabelText(emailLabel), 'ana@example');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('When only the e-mail is wrong, then it alone is marked, described by its message and focused, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm('en');
    await user.type(screen.getByLabelText('Video topic'), 'Textiles');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText('Video topic')).not.toHaveAttribute('aria-invalid');
    expect(posted).toHaveLength(0);
  });

  it('When the topic is only spaces, then it counts as blank', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Tema del video'), '    ');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Generar video' }));
    expect(screen.getByText('required field (Tema)')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('When the form is valid, then it is sent with the language and the success screen shows; another request clears the form', async () => {
    const user = userEvent.setup();
    renderForm('en');
    await user.type(screen.getByLabelText('Video topic'), 'Guatemalan coffee exports');
    await user.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(await screen.findByRole('heading', { name: 'Video requested successfully' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(posted).toEqual([{ topic: 'Guatemalan coffee exports', email: 'ana@example.com', language: 'en' }]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Request another video' }));
    expect(screen.getByLabelText('Video topic')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('When the server fails, then the toast asks to try again and the form keeps its values', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 503, body: { message: 'Service temporarily unavailable.' } });
    renderForm();
    await user.type(screen.getByLabelText('Tema del video'), 'Textiles');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Generar video' }));
    expect(await screen.findByText('Error al enviar', { exact: true, selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('No pudimos enviar tu solicitud. Por favor, intenta de nuevo.', { selector: '[data-slot="toast-description"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tema del video')).toHaveValue('Textiles');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generar video' })).toBeEnabled());
  });
});
