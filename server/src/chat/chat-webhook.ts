import { createNdjsonReader, NdjsonLineTooLong, type NdjsonLine } from '@shared/ndjson';

/**
 * The n8n chat protocol, spoken by the server (the browser never sees the webhook's URL):
 * `sendMessage` for a reply, `loadPreviousSession` for the history of a session. A reply is
 * either one answer (JSON or text) or, with the webhook's "Streaming" response mode, lines of
 * `{"type":"begin"|"item"|"end"|"error", "content"?}` (docs/decisions/0050-streamed-chat-replies.md).
 */

/** Until the reply begins; a reply that is not streamed must be whole by then. */
export const CHAT_WEBHOOK_TIMEOUT_MS = 20_000;
/** A streamed reply may pause this long between two pieces… */
export const CHAT_STREAM_IDLE_MS = 20_000;
/** …and last this long in all. */
export const CHAT_STREAM_TOTAL_MS = 120_000;
/** A reload should not wait long for history the server also keeps itself. */
const HISTORY_WEBHOOK_TIMEOUT_MS = 5_000;
/** A reply is cut at 10,000 characters anyway: a body or line past this is a broken workflow. */
const MAX_ANSWER_CHARS = 1_000_000;

export interface ChatWebhookTimeouts {
  answerMs: number;
  idleMs: number;
  totalMs: number;
}

const DEFAULT_TIMEOUTS: ChatWebhookTimeouts = { answerMs: CHAT_WEBHOOK_TIMEOUT_MS, idleMs: CHAT_STREAM_IDLE_MS, totalMs: CHAT_STREAM_TOTAL_MS };

/** The webhook answered non-OK, timed out, could not be reached, or its streamed reply broke off. */
export class ChatWebhookError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'ChatWebhookError';
  }
}

/** The reply: whole, or its pieces of text as they come (iterating throws ChatWebhookError when it breaks off). */
export type ChatWebhookReply = { streamed: false; output: string } | { streamed: true; pieces: AsyncGenerator<string, void, undefined> };

/** The reply text: `output`, else `text`, else `message` (n8n may wrap it in an array); '' when none. */
function readOutput(body: unknown): string {
  const item = Array.isArray(body) ? body[0] : body;
  if (typeof item === 'string') return item.trim();
  if (item && typeof item === 'object') {
    for (const field of ['output', 'text', 'message'] as const) {
      const value = (item as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return '';
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // A workflow may answer plain text ("Respond to Webhook" with text).
    return text;
  }
}

type StreamChunk = { type: 'begin' | 'item' | 'end' | 'error'; content?: unknown };

const streamChunk = (line: NdjsonLine): StreamChunk | undefined => {
  if (!('json' in line) || !line.json || typeof line.json !== 'object') return undefined;
  const { type } = line.json as { type?: unknown };
  return type === 'begin' || type === 'item' || type === 'end' || type === 'error' ? (line.json as StreamChunk) : undefined;
};

/**
 * A request whose every wait is bounded: `limit(ms, why)` (re)arms the one timer, whose expiry
 * aborts the request; `failure(error)` says why a fetch or read failed.
 */
function boundedRequest() {
  const controller = new AbortController();
  let reason = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let total: ReturnType<typeof setTimeout> | undefined;
  const expire = (why: string) => {
    reason = why;
    controller.abort();
  };
  return {
    signal: controller.signal,
    limit(ms: number, why: string) {
      clearTimeout(timer);
      timer = setTimeout(() => expire(why), ms);
    },
    limitTotal(ms: number, why: string) {
      total = setTimeout(() => expire(why), ms);
    },
    failure: (error: unknown) =>
      error instanceof ChatWebhookError ? error : new ChatWebhookError(reason || `unreachable: ${(error as Error).message}`, error),
    done() {
      clearTimeout(timer);
      clearTimeout(total);
    },
  };
}

async function post(url: string, body: object, request: ReturnType<typeof boundedRequest>) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/x-ndjson;q=0.9, text/plain;q=0.8' },
      body: JSON.stringify(body),
      signal: request.signal,
    });
  } catch (error) {
    throw request.failure(error);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ChatWebhookError(`answered ${response.status}`);
  }
  return response;
}

/**
 * The text pieces of a streamed reply: `item` contents in order (a blank line between two
 * messages when the workflow sends several), lines that are not JSON as text, as n8n's own chat
 * widget reads them; an `error` chunk breaks the reply off.
 */
function piecesOf(lines: NdjsonLine[], state: { text: boolean; ended: boolean }): string[] {
  const pieces: string[] = [];
  const add = (piece: string) => {
    if (!piece) return;
    if (state.ended && state.text) pieces.push('\n\n');
    state.ended = false;
    state.text = true;
    pieces.push(piece);
  };
  for (const line of lines) {
    if ('text' in line) {
      add(line.text);
      continue;
    }
    const chunk = streamChunk(line);
    if (chunk?.type === 'item' && typeof chunk.content === 'string') add(chunk.content);
    else if (chunk?.type === 'end') state.ended = true;
    else if (chunk?.type === 'error') throw new ChatWebhookError(`the workflow failed: ${String(chunk.content ?? 'no detail')}`);
  }
  return pieces;
}

async function* streamedPieces(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  lines: ReturnType<typeof createNdjsonReader>,
  first: NdjsonLine[],
  request: ReturnType<typeof boundedRequest>,
  timeouts: ChatWebhookTimeouts,
): AsyncGenerator<string, void, undefined> {
  const state = { text: false, ended: false };
  let finished = false;
  request.limitTotal(timeouts.totalMs, `the streamed reply took more than ${timeouts.totalMs} ms`);
  try {
    yield* piecesOf(first, state);
    while (true) {
      request.limit(timeouts.idleMs, `no piece of the streamed reply within ${timeouts.idleMs} ms`);
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        throw request.failure(error);
      }
      if (read.done) {
        finished = true;
        yield* piecesOf(lines.end(), state);
        return;
      }
      let next: NdjsonLine[];
      try {
        next = lines.push(read.value);
      } catch (error) {
        if (error instanceof NdjsonLineTooLong) throw new ChatWebhookError(`a streamed line is longer than ${MAX_ANSWER_CHARS} characters`);
        throw error;
      }
      yield* piecesOf(next, state);
    }
  } finally {
    request.done();
    // Stopped early (the reply was cut, or broke): the webhook's connection is not needed any more.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Sends the visitor's message. Resolves once the reply has begun: the whole reply, or (when the
 * webhook streams) its pieces to iterate. `answerMs` bounds the wait for the beginning (and for a
 * whole reply), `idleMs` each pause of a stream and `totalMs` a stream in all.
 */
export async function sendToChatWebhook(url: string, input: { chatInput: string; sessionId: string }, timeouts: ChatWebhookTimeouts = DEFAULT_TIMEOUTS): Promise<ChatWebhookReply> {
  const request = boundedRequest();
  request.limit(timeouts.answerMs, `no answer within ${timeouts.answerMs} ms`);
  let handedOver = false;
  try {
    const response = await post(url, { action: 'sendMessage', chatInput: input.chatInput, sessionId: input.sessionId }, request);
    if (!response.body) return { streamed: false, output: '' };
    const reader = response.body.getReader();
    // Read until the first complete line: a stream chunk there means the webhook streams;
    // anything else is one whole answer, read to its end.
    const lines = createNdjsonReader({ maxLineChars: MAX_ANSWER_CHARS });
    const received: Uint8Array[] = [];
    let first: NdjsonLine[] = [];
    try {
      let size = 0;
      while (true) {
        const read = await reader.read();
        if (read.done) {
          if (!first.length) first = lines.end();
          break;
        }
        size += read.value.byteLength;
        if (size > MAX_ANSWER_CHARS) throw new ChatWebhookError(`the answer is longer than ${MAX_ANSWER_CHARS} bytes`);
        received.push(read.value);
        if (!first.length) first = lines.push(read.value);
        if (first.length && streamChunk(first[0])) break;
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw request.failure(error instanceof NdjsonLineTooLong ? new ChatWebhookError(`the answer is longer than ${MAX_ANSWER_CHARS} characters`) : error);
    }
    if (first.length && streamChunk(first[0])) {
      handedOver = true;
      return { streamed: true, pieces: streamedPieces(reader, lines, first, request, timeouts) };
    }
    const text = new TextDecoder().decode(Buffer.concat(received));
    return { streamed: false, output: readOutput(parseBody(text)) };
  } finally {
    if (!handedOver) request.done();
  }
}

interface WebhookHistoryMessage {
  text: string;
  isUser: boolean;
}

/**
 * The session's messages as the workflow's memory holds them (langchain-serialised:
 * `{data: [{id: [..., 'HumanMessage'], kwargs: {content}}]}`), or null when the webhook
 * does not support the action or fails.
 */
export async function loadPreviousSession(url: string, sessionId: string, timeoutMs = HISTORY_WEBHOOK_TIMEOUT_MS): Promise<WebhookHistoryMessage[] | null> {
  const request = boundedRequest();
  request.limit(timeoutMs, `no answer within ${timeoutMs} ms`);
  let body: unknown;
  try {
    const response = await post(url, { action: 'loadPreviousSession', sessionId }, request);
    body = parseBody(await response.text());
  } catch {
    return null;
  } finally {
    request.done();
  }
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return null;
  const messages: WebhookHistoryMessage[] = [];
  for (const item of data) {
    const content = (item as { kwargs?: { content?: unknown } })?.kwargs?.content;
    if (typeof content !== 'string' || !content.trim()) continue;
    const id = (item as { id?: unknown }).id;
    const kind = Array.isArray(id) ? id.join('.') : String(id ?? '');
    messages.push({ text: content, isUser: kind.includes('HumanMessage') });
  }
  return messages;
}
