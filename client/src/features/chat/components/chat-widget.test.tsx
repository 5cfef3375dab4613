import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/languages';
import { fakeApi } from '@/test/fake-api';
import { watchInsights } from '@/test/insights';
import { renderScreen } from '@/test/render-screen';
import { CHAT_SESSION_STORAGE_KEY } from '../hooks/use-chat-session';
import { CHAT_OPENED_STORAGE_KEY, ChatWidget } from './chat-widget';

interface StoredMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: string | null;
}

/**
 * The server's chat as the fake API plays it: it stores each conversation like the server
 * does, answers with `reply`, and can be held (`hold`) to observe the loading state.
 */
function chatServer() {
  const server = {
    sessions: new Map<string, StoredMessage[]>(),
    reply: (input: string): Response | Promise<Response> => Response.json({ output: `Respuesta a: ${input}` }),
    held: undefined as undefined | { release(): void },
    hold() {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      server.held = { release };
      return gate;
    },
  };
  const api = fakeApi({
    'GET /api/chat/history': ({ url }) => {
      const sessionId = new URL(url, 'http://x').searchParams.get('sessionId')!;
      return Response.json({ messages: server.sessions.get(sessionId) ?? [] });
    },
    'POST /api/chat': async ({ body }) => {
      const { chatInput, sessionId } = body as Record<string, string>;
      const gate = server.held ? server.hold() : undefined;
      if (gate) await gate;
      const response = await server.reply(chatInput);
      const copy = response.clone();
      if (copy.ok) {
        const { output } = (await copy.json()) as { output: string };
        const list = server.sessions.get(sessionId) ?? [];
        const now = new Date().toISOString();
        list.push({ id: String(list.length + 1), text: chatInput, isUser: true, timestamp: now });
        if (output) list.push({ id: String(list.length + 1), text: output, isUser: false, timestamp: now });
        server.sessions.set(sessionId, list);
      }
      return response;
    },
  });
  return Object.assign(server, { requests: api.calls });
}

const renderWidget = (language: Language = 'es') => renderScreen(<ChatWidget />, { language });

async function openChat(user: ReturnType<typeof userEvent.setup>, label = 'Abrir el chat con Chapincito') {
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

const messageList = () => screen.getByRole('list', { name: /Conversación con Chapincito|Conversation with Chapincito/ });
const chatPosts = (api: ReturnType<typeof chatServer>) =>
  api.requests.filter((request) => request.url === '/api/chat').map((request) => ({ ...request, body: request.body as Record<string, unknown> }));

function mockScreen({ mobile }: { mobile: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width: 767'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('ChatWidget', () => {
  let api: ReturnType<typeof chatServer>;
  beforeEach(() => {
    api = chatServer();
    mockScreen({ mobile: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('When the chat was never opened, then the button bounces, and once opened it stops for good', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWidget();
    const button = screen.getByRole('button', { name: 'Abrir el chat con Chapincito' });
    expect(button).toHaveAttribute('data-bouncing', 'true');
    const dialog = await openChat(user);
    expect(within(dialog).getByRole('heading', { name: '¡Hola! Soy Chapincito' })).toBeInTheDocument();
    expect(within(dialog).getByText('Tu guía personal para descubrir Guatemala')).toBeInTheDocument();
    expect(window.localStorage.getItem(CHAT_OPENED_STORAGE_KEY)).toBe('1');
    unmount();
    renderWidget();
    expect(screen.getByRole('button', { name: 'Abrir el chat con Chapincito' })).not.toHaveAttribute('data-bouncing');
  });

  it('When the input is empty or only spaces, then nothing is sent, by Enter or by the button', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    const input = within(dialog).getByPlaceholderText('Escribe tu mensaje...');
    const send = within(dialog).getByRole('button', { name: 'Enviar mensaje' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(chatPosts(api)).toHaveLength(0);
    expect(input).toHaveValue('   ');
  });

  it('When Enter is pressed, then the trimmed message is sent with the session id and language, and the input clears', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    const input = within(dialog).getByPlaceholderText('Escribe tu mensaje...');
    await user.type(input, '  ¿Cuánto tarda el envío?  {Enter}');
    await within(dialog).findByText('Respuesta a: ¿Cuánto tarda el envío?');
    const [post] = chatPosts(api);
    expect(post.body).toEqual({ chatInput: '¿Cuánto tarda el envío?', sessionId: window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY), language: 'es' });
    expect(post.body!.sessionId).toMatch(/^session_\d{13}_[a-z0-9]{16}$/);
    expect(input).toHaveValue('');
    const items = within(messageList()).getAllByRole('listitem');
    // The welcome stays first, above the conversation.
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pregúntame por nuestras cajas'),
      expect.stringContaining('¿Cuánto tarda el envío?'),
      expect.stringContaining('Respuesta a:'),
    ]);
  });

  it('When Shift+Enter is pressed, then a new line is added and nothing is sent', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    const input = within(dialog).getByPlaceholderText('Escribe tu mensaje...');
    await user.type(input, 'Hola{Shift>}{Enter}{/Shift}mundo');
    expect(input).toHaveValue('Hola\nmundo');
    expect(chatPosts(api)).toHaveLength(0);
  });

  it('When a reply is loading, then input and send are disabled, the typing dots show, and a second send is refused', async () => {
    const user = userEvent.setup();
    api.held = { release: () => undefined };
    renderWidget();
    const dialog = await openChat(user);
    const input = within(dialog).getByPlaceholderText('Escribe tu mensaje...');
    await user.type(input, 'Hola{Enter}');
    await waitFor(() => expect(input).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chapincito está escribiendo...');
    await user.keyboard('{Enter}');
    expect(chatPosts(api)).toHaveLength(1);

    act(() => api.held!.release());
    await within(dialog).findByText('Respuesta a: Hola');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('When the request fails, then an assistant message with id error_<ms> shows the connection text', async () => {
    const user = userEvent.setup();
    api.reply = () => new Response('{"message":"Chapincito no está disponible"}', { status: 502 });
    renderWidget();
    const dialog = await openChat(user);
    vi.spyOn(Date, 'now').mockReturnValue(1_717_171_717_171);
    await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), 'Hola{Enter}');
    const text = await within(dialog).findByText('Lo siento, tengo problemas de conexión. ¿Puedes intentar de nuevo en un momento?');
    expect(text.closest('li')).toHaveAttribute('data-message-id', 'error_1717171717171');
    expect(text.closest('li')).toHaveClass('justify-start');
  });

  it('When the network is down in English, then the English connection text shows', async () => {
    const user = userEvent.setup();
    api.reply = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWidget('en');
    const dialog = await openChat(user, 'Open the chat with Chapincito');
    await user.type(within(dialog).getByPlaceholderText('Type your message...'), 'Hello{Enter}');
    const text = await within(dialog).findByText("Sorry, I'm having connection issues. Can you try again in a moment?");
    expect(text.closest('li')!.getAttribute('data-message-id')).toMatch(/^error_\d{13}$/);
  });

  it('When the reply has no output, then the no-output apology shows', async () => {
    const user = userEvent.setup();
    api.reply = () => Response.json({ output: '   ' });
    renderWidget();
    const dialog = await openChat(user);
    await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), 'Hola{Enter}');
    expect(await within(dialog).findByText('Lo siento, no pude procesar tu mensaje. ¿Puedes intentar de nuevo?')).toBeInTheDocument();
  });

  it('When messages show, then each carries its time as 2-digit hour and minute in Spanish format, the welcome first', async () => {
    const user = userEvent.setup();
    const sessionId = 'session_1717171717171_abcdefgh12345678';
    window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
    api.sessions.set(sessionId, [
      { id: '1', text: 'Buenos días', isUser: true, timestamp: new Date(2024, 4, 1, 9, 5).toISOString() },
      { id: '2', text: '¡Hola!', isUser: false, timestamp: new Date(2024, 4, 1, 21, 7).toISOString() },
    ]);
    renderWidget();
    const dialog = await openChat(user);
    await within(dialog).findByText('Buenos días');
    const times = within(messageList()).getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent);
    // The welcome opens the conversation: it carries the time of its first message.
    expect(times).toEqual(['09:05', '09:05', '21:07']);
  });

  it('When the widget is mounted again (a reload), then the same conversation shows from the server', async () => {
    const user = userEvent.setup();
    const first = renderWidget();
    let dialog = await openChat(user);
    await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), 'Primera pregunta{Enter}');
    await within(dialog).findByText('Respuesta a: Primera pregunta');
    const sessionId = window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
    first.unmount();

    renderWidget();
    dialog = await openChat(user);
    expect(await within(dialog).findByText('Primera pregunta')).toBeInTheDocument();
    expect(within(dialog).getByText('Respuesta a: Primera pregunta')).toBeInTheDocument();
    expect(api.requests.at(-1)!.url).toBe(`/api/chat/history?sessionId=${sessionId}`);
  });

  it('When a new conversation is started, then a new session id is kept and the old messages go away', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), 'Hola{Enter}');
    await within(dialog).findByText('Respuesta a: Hola');
    const before = window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Nueva conversación' }));
    expect(window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).not.toBe(before);
    expect(within(dialog).queryByText('Respuesta a: Hola')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Pregúntame por nuestras cajas/)).toBeInTheDocument();
  });

  it('When a reply holds links and HTML, then links open in a new tab and the HTML shows as text', async () => {
    const user = userEvent.setup();
    api.reply = () => Response.json({ output: 'Compra aquí: https://www.amazon.com/dp/B0CHPARTY1. <img src=x onerror=alert(1)><b>negrita</b>' });
    renderWidget();
    const dialog = await openChat(user);
    await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), 'comprar{Enter}');
    const link = await within(dialog).findByRole('link', { name: /amazon/ });
    expect(link).toHaveAttribute('href', 'https://www.amazon.com/dp/B0CHPARTY1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.querySelector('img, b')).toBeNull();
    expect(within(dialog).getByText(/<b>negrita<\/b>/)).toBeInTheDocument();
  });

  it("When the chat opens, a message is sent and the answer's marketplace link is clicked, then each is counted first-party", async () => {
    const { sent } = watchInsights();
    const user = userEvent.setup();
    api.reply = () => Response.json({ output: 'Compra aquí: https://www.amazon.com/dp/B0CHPARTY1 o escríbenos: https://example.com/contacto' });
    renderWidget();
    const dialog = await openChat(user);
    await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), 'comprar{Enter}');
    // The test stays on its page: jsdom cannot open a new tab.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await user.click(await within(dialog).findByRole('link', { name: /amazon/ }));
    await user.click(within(dialog).getByRole('link', { name: /example\.com/ }));
    document.removeEventListener('click', stay);

    expect(sent().map(({ name, props }) => [name, props])).toEqual([
      ['chat_opened', undefined],
      ['chat_message', undefined],
      ['marketplace_click', { place: 'chat' }],
    ]);
  });

  it('When the screen is wide, then a click outside the panel closes it', async () => {
    const user = userEvent.setup();
    renderWidget();
    await openChat(user);
    expect(screen.queryByTestId('chat-backdrop')).not.toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('When the chat button is pressed again on a wide screen, then the panel closes, and Escape gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderWidget();
    const button = screen.getByRole('button', { name: 'Abrir el chat con Chapincito' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openChat(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await openChat(user);
    await waitFor(() => expect(screen.getByPlaceholderText('Escribe tu mensaje...')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('When the screen is narrow, then a dark backdrop shows and a click on it closes the window', async () => {
    mockScreen({ mobile: true });
    const user = userEvent.setup();
    renderWidget();
    await openChat(user);
    await user.click(screen.getByTestId('chat-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['es', 'Abrir el chat con Chapincito', 'Hablar con una persona por WhatsApp (se abre en una pestaña nueva)', 'Hola, tengo una pregunta sobre ChapinBox.'],
    ['en', 'Open the chat with Chapincito', 'Talk to a person on WhatsApp (opens in a new tab)', 'Hi, I have a question about ChapinBox.'],
  ] as const)('When staff set a WhatsApp number, then the %s chat offers to talk to a person there, with the message typed in that language', async (language, open, name, message) => {
    chatServer();
    const user = userEvent.setup();
    renderScreen(<ChatWidget whatsapp="+50223456789" />, { language });
    const chat = await openChat(user, open);
    expect(within(chat).getByRole('link', { name })).toHaveAttribute('href', `https://wa.me/50223456789?text=${encodeURIComponent(message)}`);
  });

  it('When no WhatsApp number is set, then the chat shows no WhatsApp link', async () => {
    chatServer();
    const user = userEvent.setup();
    renderWidget();
    const chat = await openChat(user);
    expect(within(chat).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
