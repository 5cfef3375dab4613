import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_STREAM_CONTENT_TYPE, chatStreamEventSchema, type ChatStreamEvent } from '@shared/chat';
import { createNdjsonReader } from '@shared/ndjson';
import { newSessionId } from '../../test/chat-session';
import { startFakeThirdParty, type FakeAnswer, type FakeThirdParty, type ReceivedCall } from '../../test/fake-third-party';
import { createTestContext, type TestContext } from '../../test/test-context';
import { n8nChat, n8nMarkdownReply, n8nStreamLines } from '../../test/third-party-answers';
import { chatMessages } from '../db/schema';
import { createChatService } from './chat.service';

/** A gate a test opens when it has seen what it waits for. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The events of a streamed answer, one at a time as they arrive. */
async function* eventsOf(response: Response): AsyncGenerator<ChatStreamEvent> {
  const lines = createNdjsonReader();
  const reader = response.body!.getReader();
  while (true) {
    const { done, value } = await reader.read();
    for (const line of done ? lines.end() : lines.push(value)) {
      if (!('json' in line)) throw new Error(`not a JSON line: ${line.text}`);
      yield chatStreamEventSchema.parse(line.json);
    }
    if (done) return;
  }
}

async function allEvents(response: Response) {
  const events: ChatStreamEvent[] = [];
  for await (const event of eventsOf(response)) events.push(event);
  return events;
}

const textOf = (events: ChatStreamEvent[]) => events.map((event) => (event.type === 'delta' ? event.text : '')).join('');

describe('POST /api/chat with an n8n webhook that streams', () => {
  let answer: (call: ReceivedCall) => FakeAnswer;
  let webhook: FakeThirdParty;
  let ctx: TestContext;
  beforeAll(async () => {
    webhook = await startFakeThirdParty((call) => answer(call));
    ctx = await createTestContext({ env: { CHAT_WEBHOOK_URL: `${webhook.url}/webhook/chat` } });
  });
  afterAll(async () => {
    await ctx.close();
    await webhook.close();
  });
  beforeEach(() => {
    webhook.reset();
    answer = () => ({ status: 200, body: { output: 'ok' } });
  });

  /** POST /api/chat as the browser's chat window sends it: streams welcome, JSON otherwise. */
  const ask = (body: Record<string, unknown>, accept = `${CHAT_STREAM_CONTENT_TYPE}, application/json;q=0.9`) =>
    fetch(`${ctx.baseUrl}/api/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: accept }, body: JSON.stringify(body) });

  const storedReplies = async (sessionId: string) =>
    (await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id)).map((row) => [row.role, row.text]);

  it('When the webhook streams with pauses, then the first words reach the browser before the webhook sends the last, and the whole reply is stored', async () => {
    const sessionId = newSessionId();
    const reply = n8nMarkdownReply('Hola');
    // Lines cut in the middle as a network may deliver them, the last held until the browser has read the first words.
    const text = n8nStreamLines(reply.split(/(?<= )/)).join('');
    const chunks = text.match(/[\s\S]{1,23}/g)!;
    const last = gate();
    answer = () => ({ status: 200, stream: { chunks, gapMs: 5, before: (index) => (index === chunks.length - 1 ? last.opened : undefined) } });

    const response = await ask({ chatInput: 'Hola', sessionId, language: 'es' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`);
    const events = eventsOf(response);
    const first = (await events.next()).value as ChatStreamEvent;
    expect(first).toEqual({ type: 'delta', text: '**n8n** ' });
    expect(webhook.state.received[0].chunksSent).toBeLessThan(chunks.length);

    last.open();
    const rest: ChatStreamEvent[] = [first];
    for await (const event of events) rest.push(event);
    expect(textOf(rest)).toBe(reply);
    expect(rest.at(-1)).toEqual({ type: 'end', output: reply });
    expect(await storedReplies(sessionId)).toEqual([
      ['user', 'Hola'],
      ['assistant', reply],
    ]);
  });

  it('When the browser asks for JSON only, then a streamed reply comes back whole as {output}', async () => {
    answer = () => ({ status: 200, stream: { chunks: n8nStreamLines(['¡Hola', ' desde', ' n8n!']) } });
    const response = await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId: newSessionId() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ output: '¡Hola desde n8n!' });
  });

  it('When the webhook answers JSON, or the guide answers, then a browser that reads streams gets JSON', async () => {
    answer = () => ({ status: 200, body: { output: 'entero' } });
    const response = await ask({ chatInput: 'Hola', sessionId: newSessionId() });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ output: 'entero' });
  });

  it('When the stream breaks off mid-way, then the answer ends with the error in the visitor language and nothing of the reply is stored', async () => {
    const sessionId = newSessionId();
    answer = () => ({ status: 200, stream: { chunks: n8nStreamLines(['Half', ' a reply']).slice(0, 3), breakOff: true } });
    const events = await allEvents(await ask({ chatInput: 'How long is shipping?', sessionId }));
    expect(textOf(events)).toBe('Half a reply');
    expect(events.at(-1)).toEqual({ type: 'error', message: 'Chapincito is not available right now. Please try again in a moment.' });
    expect(await storedReplies(sessionId)).toEqual([['user', 'How long is shipping?']]);
  });

  it('When the workflow sends an error chunk, then the answer ends with the error', async () => {
    answer = () => ({
      status: 200,
      stream: { chunks: [...n8nStreamLines(['Un momento']).slice(0, 2), `${JSON.stringify({ type: 'error', content: 'model overloaded' })}\n`] },
    });
    const events = await allEvents(await ask({ chatInput: 'Hola', sessionId: newSessionId(), language: 'es' }));
    expect(events.at(-1)).toEqual({ type: 'error', message: 'Chapincito no está disponible en este momento. Intenta de nuevo en un momento.' });
  });

  it('When the webhook streams several messages and lines that are not JSON, then they are joined as n8n’s own chat shows them', async () => {
    const [begin, hello, end] = n8nStreamLines(['Hola.']);
    answer = () => ({ status: 200, stream: { chunks: [begin, hello, end, 'texto suelto\n', begin, `${JSON.stringify({ type: 'item', content: '¿Algo más?' })}\n`, end] } });
    const events = await allEvents(await ask({ chatInput: 'Hola', sessionId: newSessionId() }));
    expect(events.at(-1)).toEqual({ type: 'end', output: 'Hola.\n\ntexto suelto¿Algo más?' });
  });

  it('When a stream has no text, then it ends with an empty output and no reply is stored', async () => {
    const sessionId = newSessionId();
    answer = () => ({ status: 200, stream: { chunks: [n8nStreamLines([]).join('')] } });
    const events = await allEvents(await ask({ chatInput: 'Hola', sessionId }));
    expect(events).toEqual([{ type: 'end', output: '' }]);
    expect(await storedReplies(sessionId)).toEqual([['user', 'Hola']]);
  });

  it('When a streamed reply passes 10,000 characters, then it is cut there, stored cut, and the webhook is not read further', async () => {
    const sessionId = newSessionId();
    const chunks = n8nStreamLines(Array.from({ length: 300 }, () => 'x'.repeat(100)));
    answer = () => ({ status: 200, stream: { chunks, gapMs: 1 } });
    const events = await allEvents(await ask({ chatInput: 'Hola', sessionId }));
    expect(textOf(events)).toHaveLength(10_000);
    expect(events.at(-1)).toEqual({ type: 'end', output: 'x'.repeat(10_000) });
    expect((await storedReplies(sessionId))[1][1]).toHaveLength(10_000);
    await expect.poll(() => webhook.state.received[0].chunksSent).toBeLessThan(chunks.length);
  });

  it('When one conversation streams too many messages, then the rate limit still answers 429', async () => {
    const sessionId = newSessionId();
    answer = n8nChat({ streaming: true });
    for (let i = 0; i < 12; i++) {
      const response = await ask({ chatInput: `Hola ${i}`, sessionId });
      expect((await allEvents(response)).at(-1)?.type).toBe('end');
    }
    const limited = await ask({ chatInput: 'Hola otra vez', sessionId });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Demasiados mensajes. Espera un momento antes de escribir de nuevo.' });
  });

  it('When a pause between two pieces outlasts the limit, then the stream ends with the error', async () => {
    const held = gate();
    answer = () => ({ status: 200, stream: { chunks: n8nStreamLines(['Un', ' momento']), before: (index) => (index === 2 ? held.opened : undefined) } });
    // The route waits 20 s between pieces; the same service with a short pause proves the rule quickly.
    const service = createChatService(ctx.deps, { webhookTimeouts: { idleMs: 100 } });
    const reply = await service.replyAsStream({ chatInput: 'Hello', sessionId: newSessionId(), language: 'en' });
    if ('output' in reply) throw new Error('expected a stream');
    const events: ChatStreamEvent[] = [];
    for await (const event of reply.events) events.push(event);
    held.open();
    expect(events).toEqual([
      { type: 'delta', text: 'Un' },
      { type: 'error', message: 'Chapincito is not available right now. Please try again in a moment.' },
    ]);
  });

  it('When a stream goes on past its total limit, then it ends with the error, and the JSON answer is a 502', async () => {
    answer = () => ({ status: 200, stream: { chunks: n8nStreamLines(Array.from({ length: 200 }, () => 'palabra ')), gapMs: 10 } });
    const service = createChatService(ctx.deps, { webhookTimeouts: { totalMs: 150 } });
    const reply = await service.replyAsStream({ chatInput: 'Hola', sessionId: newSessionId(), language: 'es' });
    if ('output' in reply) throw new Error('expected a stream');
    const events: ChatStreamEvent[] = [];
    for await (const event of reply.events) events.push(event);
    expect(events.at(-1)?.type).toBe('error');

    const error = await service.reply({ chatInput: 'Hola', sessionId: newSessionId(), language: 'es' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: 'Chapincito no está disponible en este momento. Intenta de nuevo en un momento.' });
  });
});
