import { Router, type Request, type Response } from 'express';
import { CHAT_STREAM_CONTENT_TYPE, chatRequestSchema, chatSessionIdSchema, type ChatStreamEvent } from '@shared/chat';
import type { AppDeps } from '../deps';
import { createRateLimiter, requestLanguage } from '../http/rate-limit';
import { createChatService } from './chat.service';

const MINUTE = 60_000;

const tooMany = (req: Request) =>
  requestLanguage(req) === 'en'
    ? 'Too many messages. Please wait a moment before writing again.'
    : 'Demasiados mensajes. Espera un momento antes de escribir de nuevo.';

/** The browser reads a streamed reply (it asks for CHAT_STREAM_CONTENT_TYPE before JSON). */
const acceptsStream = (req: Request) => req.accepts(['application/json', CHAT_STREAM_CONTENT_TYPE]) === CHAT_STREAM_CONTENT_TYPE;

const sessionKey = (req: Request) => {
  const sessionId = (req.body as { sessionId?: unknown } | undefined)?.sessionId;
  return typeof sessionId === 'string' ? sessionId.slice(0, 64) : 'none';
};

/**
 * Writes a streamed reply to the browser, one JSON event a line, each as soon as it comes
 * (docs/decisions/0050-streamed-chat-replies.md). `no-transform` keeps the compression
 * middleware (and proxies) from holding lines back. A visitor who leaves stops the writing,
 * not the reading: the reply is still read to its end and stored.
 */
export async function sendChatStream(res: Response, events: AsyncIterable<ChatStreamEvent>) {
  res.status(200).set({
    'Content-Type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`,
    'Cache-Control': 'no-store, no-transform',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  for await (const event of events) {
    if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(event)}\n`);
  }
  res.end();
}

/** POST /chat (guide chat; streamed when the webhook streams and the browser reads streams) and GET /chat/history (the conversation again after a reload). */
export function chatRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>) {
  const router = Router();
  const { pool } = deps.database;
  const chat = createChatService(deps);

  // A person types a few messages a minute; these stop scripts, per address and per conversation.
  const perAddress = createRateLimiter(pool, { name: 'chat-ip', windowMs: MINUTE, limit: 30, message: tooMany });
  const perSession = createRateLimiter(pool, { name: 'chat-session', windowMs: MINUTE, limit: 12, message: tooMany, key: sessionKey });
  const historyLimit = createRateLimiter(pool, { name: 'chat-history', windowMs: MINUTE, limit: 60, message: tooMany });

  router.post('/chat', perAddress, perSession, async (req, res) => {
    const parsed = chatRequestSchema.parse(req.body);
    const input = { ...parsed, language: parsed.language ?? requestLanguage(req) };
    if (!acceptsStream(req)) return void res.json(await chat.reply(input));
    const answer = await chat.replyAsStream(input);
    if ('output' in answer) return void res.json(answer);
    await sendChatStream(res, answer.events);
  });

  router.get('/chat/history', historyLimit, async (req, res) => {
    res.json(await chat.history(chatSessionIdSchema.parse(req.query.sessionId)));
  });

  return router;
}
