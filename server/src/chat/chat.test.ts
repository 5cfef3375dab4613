import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatHistoryResponseSchema } from '@shared/chat';
import { newSessionId } from '../../test/chat-session';
import { startFakeThirdParty, type FakeAnswer, type FakeThirdParty } from '../../test/fake-third-party';
import { createTestContext, type TestContext } from '../../test/test-context';
import { chatMessages, siteContent } from '../db/schema';
import { ApiError } from '../lib/errors';
import { createChatService } from './chat.service';

describe('POST /api/chat with the built-in guide', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When a visitor asks about shipping in Spanish, then the guide answers and both messages are stored', async () => {
    const sessionId = newSessionId();
    const response = await ctx.client().post('/api/chat', { chatInput: '  ¿Cuánto tarda el envío?  ', sessionId });
    expect(response.status).toBe(200);
    expect(response.body.output).toContain('3-5 días');
    const rows = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id);
    expect(rows.map((row) => [row.role, row.text])).toEqual([
      ['user', '¿Cuánto tarda el envío?'],
      ['assistant', response.body.output],
    ]);
  });

  it('When a visitor asks in English, then the answer is English even on the Spanish page', async () => {
    const response = await ctx.client().post('/api/chat', { chatInput: 'How long does shipping take?', sessionId: newSessionId(), language: 'es' });
    expect(response.body.output).toContain('3-5 days');
  });

  it('When the message does not tell its language, then the page language field decides', async () => {
    const response = await ctx.client().post('/api/chat', { chatInput: 'Tikal', sessionId: newSessionId(), language: 'en' });
    expect(response.body.output).toContain('Mayan');
  });

  it('When staff published a new price, then the guide quotes it', async () => {
    await ctx.database.db.insert(siteContent).values({ id: 'published', content: { texts: { es: { 'products.tabs.candyMix.price': 'Desde USD 31.50' } } } });
    const response = await ctx.client().post('/api/chat', { chatInput: '¿Cuánto cuesta la candy mix?', sessionId: newSessionId() });
    expect(response.body.output).toContain('USD 31.50');
    await ctx.database.db.delete(siteContent);
  });

  it('When the conversation is read again, then the history holds both sides in order with times', async () => {
    const sessionId = newSessionId();
    const client = ctx.client();
    await client.post('/api/chat', { chatInput: 'Hola', sessionId });
    await client.post('/api/chat', { chatInput: '¿Qué es la muñeca quitapenas?', sessionId });
    const response = await client.get(`/api/chat/history?sessionId=${sessionId}`);
    expect(response.status).toBe(200);
    const { messages } = chatHistoryResponseSchema.parse(response.body);
    expect(messages.map((message) => [message.isUser, message.text.slice(0, 12)])).toEqual([
      [true, 'Hola'],
      [false, '¡Hola! Soy C'],
      [true, '¿Qué es la m'],
      [false, '¡Cada caja i'],
    ]);
    expect(messages.every((message) => !Number.isNaN(Date.parse(message.timestamp!)))).toBe(true);
  });

  it('When a session has no messages, then its history is empty', async () => {
    const response = await ctx.client().get(`/api/chat/history?sessionId=${newSessionId()}`);
    expect(response.body).toEqual({ messages: [] });
  });

  it.each([
    ['an empty message', { chatInput: '' }],
    ['a message of only spaces', { chatInput: '   \n ' }],
    ['a message over 2,000 characters', { chatInput: 'a'.repeat(2_001) }],
    ['a session id of another shape', { sessionId: 'abc' }],
    ['no session id', { sessionId: undefined }],
    ['an unknown language', { language: 'fr' }],
  ])('When the request has %s, then it answers 400', async (_case, override) => {
    const response = await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId: newSessionId(), ...override });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Invalid request/);
  });

  it('When a message is exactly 2,000 characters after trimming, then it is accepted', async () => {
    const response = await ctx.client().post('/api/chat', { chatInput: ` ${'a'.repeat(2_000)} `, sessionId: newSessionId() });
    expect(response.status).toBe(200);
  });

  it('When the history is asked for a malformed session id, then it answers 400', async () => {
    const response = await ctx.client().get('/api/chat/history?sessionId=../../etc');
    expect(response.status).toBe(400);
  });

  it('When one conversation sends too many messages, then it gets a 429 in the visitor language', async () => {
    const sessionId = newSessionId();
    const client = ctx.client();
    for (let i = 0; i < 12; i++) expect((await client.post('/api/chat', { chatInput: `Hola ${i}`, sessionId })).status).toBe(200);
    const spanish = await client.post('/api/chat', { chatInput: 'Hola otra vez', sessionId });
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toBe('Demasiados mensajes. Espera un momento antes de escribir de nuevo.');
    const english = await client.post('/api/chat', { chatInput: 'Hello again', sessionId, language: 'en' });
    expect(english.body.message).toBe('Too many messages. Please wait a moment before writing again.');
    // Another conversation from the same address still works.
    expect((await client.post('/api/chat', { chatInput: 'Hola', sessionId: newSessionId() })).status).toBe(200);
  });
});

describe('POST /api/chat with an n8n webhook', () => {
  /** What the n8n chat webhook answers to a request body; steered per test. */
  let answer: (body: Record<string, unknown>) => FakeAnswer;
  let webhook: FakeThirdParty;
  let url: string;
  let ctx: TestContext;
  /** The JSON bodies the webhook received. */
  const received = () => webhook.state.received.map((call) => call.json);
  beforeAll(async () => {
    webhook = await startFakeThirdParty((call) => answer(call.json as Record<string, unknown>));
    url = `${webhook.url}/webhook/chat`;
    ctx = await createTestContext({ env: { CHAT_WEBHOOK_URL: url } });
  });
  afterAll(async () => {
    await ctx.close();
    await webhook.close();
  });
  beforeEach(() => {
    webhook.reset();
    answer = () => ({ status: 200, body: { output: 'ok' } });
  });

  it('When the webhook answers, then its output is returned and the n8n request is exactly sendMessage', async () => {
    const sessionId = newSessionId();
    answer = () => ({ status: 200, body: { output: '¡Hola desde n8n!' } });
    const response = await ctx.client().post('/api/chat', { chatInput: ' Hola ', sessionId, language: 'es' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ output: '¡Hola desde n8n!' });
    expect(received()).toEqual([{ action: 'sendMessage', chatInput: 'Hola', sessionId }]);
    const rows = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(rows.map((row) => row.role)).toEqual(['user', 'assistant']);
  });

  it.each([
    ['text', { text: 'from text' }, 'from text'],
    ['message', { message: 'from message' }, 'from message'],
    ['an array of items', [{ output: 'from array' }], 'from array'],
    ['plain text', 'from plain text', 'from plain text'],
  ])('When the webhook answers with %s, then that is the output', async (_case, body, expected) => {
    answer = () => (typeof body === 'string' ? { status: 200, text: body } : { status: 200, body });
    const response = await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId: newSessionId() });
    expect(response.body).toEqual({ output: expected });
  });

  it('When the webhook answers without any output, then the output is empty and no reply is stored', async () => {
    const sessionId = newSessionId();
    answer = () => ({ status: 200, body: { something: 'else' } });
    const response = await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ output: '' });
    const rows = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(rows.map((row) => row.role)).toEqual(['user']);
  });

  it('When the webhook answers non-OK, then the visitor gets 502 with a message in their language and no URL', async () => {
    answer = () => ({ status: 500, body: { error: 'workflow crashed' } });
    const spanish = await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId: newSessionId(), language: 'es' });
    expect(spanish.status).toBe(502);
    expect(spanish.body).toEqual({ message: 'Chapincito no está disponible en este momento. Intenta de nuevo en un momento.' });
    const english = await ctx.client().post('/api/chat', { chatInput: 'How long is shipping?', sessionId: newSessionId() });
    expect(english.body).toEqual({ message: 'Chapincito is not available right now. Please try again in a moment.' });
    expect(english.text).not.toContain(url);
  });

  it('When the webhook is unreachable, then it answers 502', async () => {
    const service = createChatService({ ...ctx.deps, config: { ...ctx.config, CHAT_WEBHOOK_URL: 'http://127.0.0.1:1/webhook/chat' } });
    const error = await service.reply({ chatInput: 'Hola', sessionId: newSessionId(), language: 'es' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it('When the webhook does not answer within the timeout, then it answers 502', async () => {
    answer = () => ({ status: 200, body: { output: 'too late' } });
    const release = webhook.hold();
    try {
      // The route waits 20 s; the same service with a short timeout proves the rule quickly.
      const service = createChatService(ctx.deps, { webhookTimeouts: { answerMs: 200 } });
      const error = await service.reply({ chatInput: 'Hello', sessionId: newSessionId(), language: 'en' }).catch((e: unknown) => e);
      // The 502 came while the webhook was still holding its answer: the timeout gave up on it.
      await expect.poll(() => webhook.state.received.length).toBe(1);
      expect(webhook.state.received[0].answered).toBeUndefined();
      expect((error as ApiError).status).toBe(502);
      expect((error as ApiError).message).toBe('Chapincito is not available right now. Please try again in a moment.');
    } finally {
      release();
    }
  });

  it('When the webhook supports loadPreviousSession, then the history comes from it, with our times where they match', async () => {
    const sessionId = newSessionId();
    answer = () => ({ status: 200, body: { output: 'Respuesta' } });
    await ctx.client().post('/api/chat', { chatInput: 'Pregunta', sessionId });
    answer = (body) =>
      body.action === 'loadPreviousSession'
        ? {
            status: 200,
            body: {
              data: [
                { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: 'Pregunta', additional_kwargs: {} } },
                { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { content: 'Respuesta', additional_kwargs: {} } },
              ],
            },
          }
        : { status: 500 };
    webhook.reset();
    const response = await ctx.client().get(`/api/chat/history?sessionId=${sessionId}`);
    expect(received()).toEqual([{ action: 'loadPreviousSession', sessionId }]);
    const { messages } = chatHistoryResponseSchema.parse(response.body);
    expect(messages.map(({ text, isUser }) => ({ text, isUser }))).toEqual([
      { text: 'Pregunta', isUser: true },
      { text: 'Respuesta', isUser: false },
    ]);
    expect(messages.every((message) => message.timestamp !== null)).toBe(true);
  });

  it('When the webhook holds messages the server never saw, then they are shown without a time', async () => {
    answer = () => ({
      status: 200,
      body: { data: [{ id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { content: 'Bienvenido de vuelta' } }] },
    });
    const response = await ctx.client().get(`/api/chat/history?sessionId=${newSessionId()}`);
    expect(response.body.messages).toEqual([{ id: 'remote_0', text: 'Bienvenido de vuelta', isUser: false, timestamp: null }]);
  });

  it('When the webhook does not support loadPreviousSession, then the history comes from what the server stored', async () => {
    const sessionId = newSessionId();
    answer = () => ({ status: 200, body: { output: 'Respuesta guardada' } });
    await ctx.client().post('/api/chat', { chatInput: 'Pregunta guardada', sessionId });
    answer = (body) => (body.action === 'loadPreviousSession' ? { status: 404, body: { message: 'not supported' } } : { status: 500 });
    const response = await ctx.client().get(`/api/chat/history?sessionId=${sessionId}`);
    expect(response.body.messages.map((message: { text: string }) => message.text)).toEqual(['Pregunta guardada', 'Respuesta guardada']);
  });
});

describe('chat retention', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { CHAT_RETENTION_DAYS: '30' } });
  });
  afterAll(() => ctx.close());

  it('When the nightly job runs, then messages older than CHAT_RETENTION_DAYS are deleted and newer ones stay', async () => {
    const sessionId = newSessionId();
    const day = 24 * 60 * 60 * 1000;
    await ctx.database.db.insert(chatMessages).values([
      { sessionId, role: 'user', text: 'hace mucho', createdAt: new Date(Date.now() - 31 * day) },
      { sessionId, role: 'assistant', text: 'respuesta vieja', createdAt: new Date(Date.now() - 31 * day) },
      { sessionId, role: 'user', text: 'hace poco', createdAt: new Date(Date.now() - 29 * day) },
    ]);

    expect(await createChatService(ctx.deps).removeExpired()).toBe(2);
    const left = await ctx.database.db.select({ text: chatMessages.text }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(left).toEqual([{ text: 'hace poco' }]);
  });
});
