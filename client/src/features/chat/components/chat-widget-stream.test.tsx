import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_STREAM_CONTENT_TYPE, type ChatStreamEvent } from '@shared/chat';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { ChatWidget } from './chat-widget';

/** A streamed answer of POST /api/chat that the test writes event by event (or cuts). */
function streamedAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8` } }),
    send: (event: ChatStreamEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
    /** Bytes as they may arrive: a line cut in two, a line that is not an event. */
    sendRaw: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    breakOff: () => controller.error(new TypeError('network error')),
  };
}

async function openAndAsk(question: string) {
  const user = userEvent.setup();
  renderScreen(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Abrir el chat con Chapincito' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByPlaceholderText('Escribe tu mensaje...'), `${question}{Enter}`);
  return dialog;
}

const messageList = (dialog: HTMLElement) => within(dialog).getByRole('list', { name: 'Conversación con Chapincito' });

describe('ChatWidget with a streamed reply', () => {
  let api: FakeApi;
  let answer: ReturnType<typeof streamedAnswer>;
  beforeEach(() => {
    answer = streamedAnswer();
    api = fakeApi({ 'GET /api/chat/history': { status: 200, body: { messages: [] } }, 'POST /api/chat': () => answer.response });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('When the reply streams, then the dots show until the first words, the reply grows in place as Markdown, and the input opens at the end', async () => {
    const dialog = await openAndAsk('¿Qué cajas tienen?');
    expect(api.callsTo('POST /api/chat')).toHaveLength(1);
    expect(api.fetchMock.mock.calls[0][1]?.headers).toMatchObject({ Accept: `${CHAT_STREAM_CONTENT_TYPE}, application/json;q=0.9` });
    expect(await within(dialog).findByTestId('typing-indicator')).toBeInTheDocument();

    // Whitespace is not words yet.
    answer.send({ type: 'delta', text: '\n' });
    // A line cut in two is one event once its end arrives.
    answer.sendRaw('{"type":"delta","te');
    answer.sendRaw('xt":"Tenemos **Party"}\n');
    await waitFor(() => expect(within(dialog).queryByTestId('typing-indicator')).toBeNull());
    expect(within(dialog).getByText('Tenemos **Party')).toBeInTheDocument();
    expect(messageList(dialog)).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByPlaceholderText('Escribe tu mensaje...')).toBeDisabled();

    answer.sendRaw('{"type":"delta","text":" Mix**"}\nnot an event\n');
    answer.send({ type: 'delta', text: ':\n\n- [Amazon](https://www.amazon.com/dp/B0CHPARTY1)' });
    expect(await within(dialog).findByText('Party Mix')).toHaveProperty('tagName', 'STRONG');
    const replies = within(messageList(dialog)).getAllByRole('listitem').filter((item) => item.dataset.messageId?.startsWith('bot_'));
    expect(replies).toHaveLength(1);

    answer.send({ type: 'end', output: 'Tenemos **Party Mix**:\n\n- [Amazon](https://www.amazon.com/dp/B0CHPARTY1)' });
    answer.close();
    await waitFor(() => expect(within(dialog).getByPlaceholderText('Escribe tu mensaje...')).toBeEnabled());
    expect(messageList(dialog)).not.toHaveAttribute('aria-busy');
    const link = within(dialog).getByRole('link', { name: /Amazon/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('ul')).not.toBeNull();
  });

  it('When the stream ends with an error, then what arrived stays and the connection apology follows', async () => {
    const dialog = await openAndAsk('Hola');
    answer.send({ type: 'delta', text: 'Hola, te cuento que' });
    await within(dialog).findByText('Hola, te cuento que');
    answer.send({ type: 'error', message: 'Chapincito no está disponible en este momento. Intenta de nuevo en un momento.' });
    answer.close();

    const apology = await within(dialog).findByText('Lo siento, tengo problemas de conexión. ¿Puedes intentar de nuevo en un momento?');
    const items = within(messageList(dialog)).getAllByRole('listitem');
    expect(items.at(-1)).toBe(apology.closest('li'));
    expect(items.at(-2)).toHaveTextContent('Hola, te cuento que');
    expect(within(dialog).getByPlaceholderText('Escribe tu mensaje...')).toBeEnabled();
  });

  it('When the connection drops before the reply is complete, then the apology shows', async () => {
    const dialog = await openAndAsk('Hola');
    answer.send({ type: 'delta', text: 'Un momento' });
    await within(dialog).findByText('Un momento');
    answer.breakOff();
    expect(await within(dialog).findByText('Lo siento, tengo problemas de conexión. ¿Puedes intentar de nuevo en un momento?')).toBeInTheDocument();
  });

  it('When the stream closes without its end, then the apology shows too', async () => {
    const dialog = await openAndAsk('Hola');
    answer.send({ type: 'delta', text: 'Casi' });
    answer.close();
    expect(await within(dialog).findByText('Lo siento, tengo problemas de conexión. ¿Puedes intentar de nuevo en un momento?')).toBeInTheDocument();
    expect(within(dialog).getByText('Casi')).toBeInTheDocument();
  });
});
