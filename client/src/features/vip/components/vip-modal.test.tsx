import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/languages';
import { dismissToast } from '@/lib/toast-queue';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { PENDING_SIGN_UPS_KEY } from '../lib/pending-sign-ups';
import { VIP_SUBMITTED_KEY } from '../lib/vip-member-flag';
import { VIP_SUCCESS_DELAY_MS } from './vip-form';
import VipModal from './vip-modal';

const json = (status: number, body: unknown) => ({ status, body });

/** The server answering the sign-up with `subscribe` (any other request is unexpected: a 500 the test sees in `calls`). */
function mockApi(subscribe: () => FakeReply | Promise<FakeReply>) {
  return fakeApi({ 'POST /api/vip/subscribe': subscribe });
}

function renderModal(options: { language?: Language; onOpenChange?: (open: boolean) => void } = {}) {
  const onOpenChange = options.onOpenChange ?? vi.fn();
  const { queryClient } = renderScreen(<VipModal open source="feature_card" onOpenChange={onOpenChange} />, { language: options.language });
  return { onOpenChange, queryClient, dialog: screen.getByRole('dialog') };
}

describe('VIP modal form', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });
  const user = () => userEvent.setup();

  it('When it opens, then it is a labelled dialog with the email field, the opt-in and a submit disabled until the box is ticked', async () => {
    const { dialog } = renderModal();

    expect(dialog).toHaveAccessibleName('¡Únete al Club VIP!');
    const email = within(dialog).getByPlaceholderText('Ingresa tu email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const submit = within(dialog).getByRole('button', { name: 'Quiero mi ebook GRATIS' });
    expect(submit).toBeDisabled();

    await user().click(within(dialog).getByLabelText('Quiero recibir emails con ofertas y contenido exclusivo'));

    expect(submit).toBeEnabled();
  });

  it('When the form shows, then its honeypot field is labelled "leave empty", off the Tab order, without autofill', async () => {
    const { dialog } = renderModal();

    const honeypot = within(dialog).getByLabelText('Dejar vacío');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    const u = user();
    for (let i = 0; i < 6; i++) {
      await u.tab();
      expect(honeypot).not.toHaveFocus();
    }
  });

  it('When a bot fills the honeypot, then the sign-up carries it for the server to recognise', async () => {
    const { fetchMock } = mockApi(() => json(201, { isAlreadySubscribed: false, message: 'ok' }));
    const { dialog } = renderModal();
    const u = user();
    await u.type(within(dialog).getByPlaceholderText('Ingresa tu email'), 'bot@example.com');
    fireEvent.change(within(dialog).getByLabelText('Dejar vacío'), { target: { value: 'https://spam.example' } });
    await u.click(within(dialog).getByRole('checkbox'));

    await u.click(within(dialog).getByRole('button', { name: 'Quiero mi ebook GRATIS' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'bot@example.com', website: 'https://spam.example' });
  });

  it.each([
    ['empty', ''],
    ['without @', 'maria.example.com'],
  ])('When the e-mail is %s, then the invalid-email toast shows and nothing is sent', async (_case, value) => {
    const { fetchMock } = mockApi(() => json(201, { isAlreadySubscribed: false, message: 'ok' }));
    const { dialog } = renderModal();
    const u = user();
    if (value) await u.type(within(dialog).getByPlaceholderText('Ingresa tu email'), value);
    await u.click(within(dialog).getByRole('checkbox'));

    await u.click(within(dialog).getByRole('button', { name: 'Quiero mi ebook GRATIS' }));

    expect(await screen.findByText('Email inválido', { exact: true, selector: 'div' })).toBeInTheDocument();
    expect(screen.getAllByText('Por favor ingresa un email válido').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(VIP_SUBMITTED_KEY)).toBeNull();
  });

  it.each([
    ['es', '', 'Ingresa tu email', 'Quiero mi ebook GRATIS', 'Escribe tu email para recibir el ebook'],
    ['es', 'maria@example', 'Ingresa tu email', 'Quiero mi ebook GRATIS', 'Por favor ingresa un email válido'],
    ['en', '', 'Enter your email', 'Get my FREE ebook', 'Enter your email to get the ebook'],
    ['en', 'maria@example', 'Enter your email', 'Get my FREE ebook', 'Please enter a valid email'],
  ] as const)('When the e-mail is missing or bad (%s, "%s"), then its message shows next to the field, which is focused, and nothing is sent', async (language, value, placeholder, submit, message) => {
    const { fetchMock } = mockApi(() => json(201, { isAlreadySubscribed: false, message: 'ok' }));
    const { dialog } = renderModal({ language });
    const u = user();
    const email = within(dialog).getByPlaceholderText(placeholder);
    if (value) await u.type(email, value);
    await u.click(within(dialog).getByRole('checkbox'));

    await u.click(within(dialog).getByRole('button', { name: submit }));

    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toBeNull();
  });

  it.each([
    ['201', () => json(201, { isAlreadySubscribed: false, message: 'ok' })],
    ['409', () => json(409, { isAlreadySubscribed: true, message: 'ya' })],
    ['500', () => json(500, { message: 'Internal server error' })],
  ])('When the server answers %s, then the success screen still shows after exactly 2 s', async (_status, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock } = mockApi(answer);
    const { dialog } = renderModal({ language: 'en' });
    const u = user();
    await u.type(within(dialog).getByPlaceholderText('Enter your email'), '  Maria@Example.com ');
    await u.click(within(dialog).getByRole('checkbox'));

    // The clock is ours from the click on: the 2 s are measured from the submit.
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get my FREE ebook' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const sending = within(dialog).getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(within(dialog).getByPlaceholderText('Enter your email')).toBeDisabled();
    expect(window.localStorage.getItem(VIP_SUBMITTED_KEY)).toBe('true');
    expect(screen.getByText('Success!', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getAllByText('Welcome to the VIP Club! Check your email for your free EBOOK.').length).toBeGreaterThan(0);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/subscribe'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'Maria@Example.com', acceptsEmails: true, source: 'feature_card', language: 'en' });

    await act(() => vi.advanceTimersByTimeAsync(VIP_SUCCESS_DELAY_MS - 1));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Join the VIP Club!');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Welcome to the VIP Club!');
  });

  it('When the browser says it is offline, then the sign-up is still tried and kept in storage at once', async () => {
    const { fetchMock } = mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { dialog } = renderModal();
    const u = user();
    await u.type(within(dialog).getByPlaceholderText('Ingresa tu email'), 'metro@example.com');
    await u.click(within(dialog).getByRole('checkbox'));
    onlineManager.setOnline(false);
    try {
      await u.click(within(dialog).getByRole('button', { name: 'Quiero mi ebook GRATIS' }));

      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toContain('metro@example.com');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it.each([
    ['es', '¡Bienvenido al Club VIP!', 'Tu ebook GRATIS con 16 recetas va camino a tu email. Abre el mensaje y pulsa «Confirmar y recibir mi ebook» para descargarlo.', '¿No lo ves en unos minutos? Revisa las carpetas de spam y promociones.', '¡Genial!'],
    ['en', 'Welcome to the VIP Club!', 'Your FREE 16-recipe ebook is on its way to your email. Open the message and press “Confirm and get my ebook” to download it.', 'Not there in a few minutes? Check your spam and promotions folders.', 'Great!'],
  ] as const)(
    'When the success screen shows (%s), then it says the ebook is on its way by e-mail, hands out nothing, and its button closes the modal',
    async (language, title, description, hint, done) => {
      const api = mockApi(() => json(201, { isAlreadySubscribed: false, message: 'ok' }));
      const { dialog, onOpenChange } = renderModal({ language });
      const u = user();
      await u.type(within(dialog).getByPlaceholderText(language === 'es' ? 'Ingresa tu email' : 'Enter your email'), 'ana@example.com');
      await u.click(within(dialog).getByRole('checkbox'));
      await u.click(within(dialog).getByRole('button', { name: language === 'es' ? 'Quiero mi ebook GRATIS' : 'Get my FREE ebook' }));
      const success = await screen.findByRole('dialog', { name: title }, { timeout: VIP_SUCCESS_DELAY_MS + 1_000 });

      expect(success).toHaveAccessibleDescription(description);
      expect(within(success).getByText(hint)).toBeInTheDocument();
      const button = within(success).getByRole('button', { name: done });
      expect(button).toHaveFocus();
      // The only way to the ebook is the e-mail's confirm button: no download button, no link,
      // and the screen asked the server for nothing but the sign-up.
      expect(within(success).queryByRole('button', { name: /descargar|download/i })).toBeNull();
      expect(within(success).queryAllByRole('link')).toEqual([]);
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/vip/subscribe']);

      await u.click(button);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    },
  );
});

describe('VIP modal for a member', () => {
  it('When this browser already joined, then the already-a-member screen shows and Continue closes', async () => {
    window.localStorage.setItem(VIP_SUBMITTED_KEY, 'true');
    const { dialog, onOpenChange } = renderModal();

    expect(dialog).toHaveAccessibleName('¡Ya eres miembro VIP!');
    expect(within(dialog).queryByPlaceholderText('Ingresa tu email')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('When Escape is pressed, then the modal asks to close', async () => {
    const { onOpenChange } = renderModal();

    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
