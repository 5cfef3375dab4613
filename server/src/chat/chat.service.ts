import { desc, eq, sql } from 'drizzle-orm';
import type { ChatHistoryMessage, ChatHistoryResponse, ChatResponse, ChatStreamEvent } from '@shared/chat';
import type { Language } from '@shared/languages';
import { chatMessages } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../lib/errors';
import { findPublishedContent } from '../site-content/site-content.service';
import { findSiteSettings } from '../site-settings/site-settings.service';
import { createFaqService, findFaqItems } from '../faq/faq.service';
import { CHAT_STREAM_IDLE_MS, CHAT_STREAM_TOTAL_MS, ChatWebhookError, CHAT_WEBHOOK_TIMEOUT_MS, loadPreviousSession, sendToChatWebhook, type ChatWebhookTimeouts } from './chat-webhook';
import { detectLanguage } from './guide/detect-language';
import { guideFacts, replyWithGuide } from './guide/guide';

// The guide's box descriptions and price reading, which the landing page's structured data states: the page and the chat never disagree.
export { boxDescription } from './guide/answers';
export { priceFromText } from './guide/guide';

/** A reload shows at most this many of the newest messages. */
const HISTORY_LIMIT = 100;
// Replies are stored and returned whole up to this size; a runaway workflow is cut here.
const MAX_REPLY_CHARS = 10_000;

const unavailable: Record<Language, string> = {
  es: 'Chapincito no está disponible en este momento. Intenta de nuevo en un momento.',
  en: 'Chapincito is not available right now. Please try again in a moment.',
};

export interface ChatInput {
  chatInput: string;
  sessionId: string;
  /** The page's language, used when the message does not tell. */
  language: Language;
}

/** A reply the webhook streams: its events as they come (see CHAT_STREAM_CONTENT_TYPE in shared/chat.ts). */
export interface ChatReplyStream {
  events: AsyncIterable<ChatStreamEvent>;
}

/**
 * The guide chat (docs/product.md#chat-guide): the n8n webhook of CHAT_WEBHOOK_URL answers
 * when configured, else the built-in guide. `webhookTimeouts` shortens the waits in tests.
 */
export function createChatService(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>, options: { webhookTimeouts?: Partial<ChatWebhookTimeouts> } = {}) {
  const { logger } = deps;
  const { db } = deps.database;
  const webhookUrl = deps.config.CHAT_WEBHOOK_URL;
  const timeouts: ChatWebhookTimeouts = { answerMs: CHAT_WEBHOOK_TIMEOUT_MS, idleMs: CHAT_STREAM_IDLE_MS, totalMs: CHAT_STREAM_TOTAL_MS, ...options.webhookTimeouts };

  const faq = createFaqService(deps);
  const store = (sessionId: string, role: 'user' | 'assistant', text: string) =>
    db.insert(chatMessages).values({ sessionId, role, text });

  async function askWebhook(url: string, input: ChatInput, language: Language) {
    try {
      return await sendToChatWebhook(url, input, timeouts);
    } catch (error) {
      if (!(error instanceof ChatWebhookError)) throw error;
      logger.warn({ reason: error.message }, 'chat webhook failed');
      throw new ApiError(502, unavailable[language]);
    }
  }

  /**
   * A streamed reply as events: its text as it comes (cut at MAX_REPLY_CHARS), then `end` once
   * the whole reply is stored, or `error` when it broke off (then nothing of it is stored).
   */
  async function* relay(pieces: AsyncIterable<string>, input: ChatInput, language: Language): AsyncGenerator<ChatStreamEvent, void, undefined> {
    let text = '';
    try {
      for await (const piece of pieces) {
        const part = piece.slice(0, MAX_REPLY_CHARS - text.length);
        if (part) {
          text += part;
          yield { type: 'delta', text: part };
        }
        if (text.length >= MAX_REPLY_CHARS) break;
      }
      const output = text.trim();
      if (output) await store(input.sessionId, 'assistant', output);
      yield { type: 'end', output };
    } catch (error) {
      if (error instanceof ChatWebhookError) logger.warn({ reason: error.message }, 'chat webhook stream broke off');
      else logger.error({ err: error }, 'chat reply stream failed');
      yield { type: 'error', message: unavailable[language] };
    }
  }

  async function askGuide(input: ChatInput, language: Language) {
    // Read as they are now, like the published prices: a saved link, phone line or FAQ entry is quoted at once.
    const [content, { settings }, items] = await Promise.all([findPublishedContent(db), findSiteSettings(db, logger), findFaqItems(db)]);
    const reply = replyWithGuide(input.chatInput, language, guideFacts(content, language, settings, items));
    // Staff see what the guide could not answer (docs/product.md#faq); a failure to count it costs the visitor nothing.
    if (!reply.answered) await faq.recordUnanswered(input.chatInput).catch((error: unknown) => logger.warn({ err: error }, 'unanswered question not counted'));
    return reply.text;
  }

  async function storedHistory(sessionId: string) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_LIMIT);
    return rows.reverse();
  }

  /** Stores the visitor's message and gets the reply: the guide's or the webhook's, whole or streamed. */
  async function begin(input: ChatInput): Promise<ChatResponse | ChatReplyStream> {
    const language = detectLanguage(input.chatInput, input.language);
    await store(input.sessionId, 'user', input.chatInput);
    const answer = webhookUrl ? await askWebhook(webhookUrl, input, language) : { streamed: false as const, output: await askGuide(input, language) };
    if (answer.streamed) return { events: relay(answer.pieces, input, language) };
    const output = answer.output.slice(0, MAX_REPLY_CHARS);
    // An empty reply is not a message; the client apologises instead.
    if (output) await store(input.sessionId, 'assistant', output);
    return { output };
  }

  return {
    /** The reply as one answer (a streamed reply is read to its end first; one that breaks off is a 502). */
    async reply(input: ChatInput): Promise<ChatResponse> {
      const answer = await begin(input);
      if ('output' in answer) return answer;
      let output = '';
      for await (const event of answer.events) {
        if (event.type === 'error') throw new ApiError(502, event.message);
        if (event.type === 'end') output = event.output;
      }
      return { output };
    },

    /** The reply as it comes when the webhook streams it, else as one answer. */
    replyAsStream: begin,

    /** Deletes the messages older than CHAT_RETENTION_DAYS; answers how many went. */
    async removeExpired() {
      const removed = await db
        .delete(chatMessages)
        .where(sql`${chatMessages.createdAt} < now() - make_interval(days => ${deps.config.CHAT_RETENTION_DAYS})`)
        .returning({ id: chatMessages.id });
      return removed.length;
    },

    /**
     * The conversation for a reload: the webhook's memory when it supports
     * `loadPreviousSession` (times taken from our own rows where they match), else our rows.
     */
    async history(sessionId: string): Promise<ChatHistoryResponse> {
      const rows = await storedHistory(sessionId);
      const stored: ChatHistoryMessage[] = rows.map((row) => ({
        id: String(row.id),
        text: row.text,
        isUser: row.role === 'user',
        timestamp: row.createdAt.toISOString(),
      }));
      if (!webhookUrl) return { messages: stored };
      const remote = (await loadPreviousSession(webhookUrl, sessionId))?.slice(-HISTORY_LIMIT);
      if (!remote?.length) return { messages: stored };
      // Both lists end with the newest message, so they are compared aligned at the end.
      const offset = stored.length - remote.length;
      const messages = remote.map((message, index) => {
        const twin = stored[offset + index];
        const matches = twin && twin.text === message.text && twin.isUser === message.isUser;
        return { id: `remote_${index}`, text: message.text, isUser: message.isUser, timestamp: matches ? twin.timestamp : null };
      });
      return { messages };
    },
  };
}
