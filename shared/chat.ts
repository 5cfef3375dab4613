import * as z from 'zod/mini';
import { languageSchema } from './language-schema';

/** Longest message a visitor may send, after trimming. */
export const CHAT_INPUT_MAX = 2_000;

/**
 * 'session_' + time in ms + '_' + a random string (docs/product.md#chat-guide). The random part is long
 * enough to be unguessable, because the session id is what lets a browser read its history.
 */
export const CHAT_SESSION_PATTERN = /^session_\d{10,16}_[a-z0-9]{8,40}$/;

export const chatSessionIdSchema = z.string().check(z.regex(CHAT_SESSION_PATTERN, 'must look like session_<time>_<random>'));

/**
 * POST /api/chat. `language` is optional (the n8n chat request is {chatInput, sessionId}): it is
 * the visitor's page language, used when the message itself does not tell.
 */
export const chatRequestSchema = z.object({
  chatInput: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_INPUT_MAX)),
  sessionId: chatSessionIdSchema,
  language: z.optional(languageSchema),
});

export type ChatRequest = z.input<typeof chatRequestSchema>;

/** The reply; an empty `output` means the assistant had nothing to say (the client apologises). */
export const chatResponseSchema = z.object({ output: z.string() });

export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * POST /api/chat answers as a stream of these, one JSON object a line, when the browser accepts
 * CHAT_STREAM_CONTENT_TYPE and the n8n webhook streams its reply
 * (docs/decisions/0050-streamed-chat-replies.md): `delta`s of text as they come, then `end`
 * with the whole reply as stored (trimmed, cut at the limit), or `error` when the reply broke
 * off (nothing of it is stored). Every other answer is the JSON ChatResponse.
 */
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson';

export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('end'), output: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** One stored message of a conversation; `timestamp` is ISO or null when unknown. */
const chatHistoryMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  isUser: z.boolean(),
  timestamp: z.nullable(z.string()),
});

/** GET /api/chat/history?sessionId= */
export const chatHistoryResponseSchema = z.object({ messages: z.array(chatHistoryMessageSchema) });

export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;
