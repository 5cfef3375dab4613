/**
 * The n8n chat protocol, spoken by the server (the browser never sees the webhook's URL):
 * `sendMessage` for a reply, `loadPreviousSession` for the history of a session.
 */

export const CHAT_WEBHOOK_TIMEOUT_MS = 20_000;
/** A reload should not wait long for history the server also keeps itself. */
const HISTORY_WEBHOOK_TIMEOUT_MS = 5_000;

/** The webhook answered non-OK, timed out or could not be reached. */
export class ChatWebhookError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'ChatWebhookError';
  }
}

async function post(url: string, body: object, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ChatWebhookError(timedOut ? `no answer within ${timeoutMs} ms` : `unreachable: ${(error as Error).message}`, error);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ChatWebhookError(`answered ${response.status}`);
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // A workflow may answer plain text ("Respond to Webhook" with text).
    return text;
  }
}

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

export async function sendToChatWebhook(url: string, input: { chatInput: string; sessionId: string }, timeoutMs = CHAT_WEBHOOK_TIMEOUT_MS) {
  const body = await post(url, { action: 'sendMessage', chatInput: input.chatInput, sessionId: input.sessionId }, timeoutMs);
  return readOutput(body);
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
  let body: unknown;
  try {
    body = await post(url, { action: 'loadPreviousSession', sessionId }, timeoutMs);
  } catch {
    return null;
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
