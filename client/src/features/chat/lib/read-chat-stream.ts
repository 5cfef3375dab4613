import { chatStreamEventSchema, type ChatResponse } from '@shared/chat';
import { createNdjsonReader, type NdjsonLine } from '@shared/ndjson';

/** A streamed reply that broke off (an `error` event, or the connection ended before `end`). */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    /** The text that had arrived. */
    readonly partial: string,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/**
 * Reads POST /api/chat's streamed answer (docs/decisions/0050-streamed-chat-replies.md): calls
 * `onText` with the whole text so far after each piece, resolves with the stored reply at `end`,
 * rejects with ChatStreamError when the reply breaks off. Lines it cannot read are skipped.
 */
export async function readChatStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<ChatResponse> {
  const lines = createNdjsonReader();
  const reader = body.getReader();
  let text = '';

  const handle = (line: NdjsonLine): ChatResponse | undefined => {
    const parsed = 'json' in line ? chatStreamEventSchema.safeParse(line.json) : undefined;
    if (!parsed?.success) return undefined;
    const event = parsed.data;
    if (event.type === 'error') throw new ChatStreamError(event.message, text);
    if (event.type === 'end') return { output: event.output };
    text += event.text;
    onText(text);
    return undefined;
  };

  try {
    while (true) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        throw new ChatStreamError(`the reply broke off: ${(error as Error).message}`, text);
      }
      for (const line of read.done ? lines.end() : lines.push(read.value)) {
        const result = handle(line);
        if (result) return result;
      }
      if (read.done) throw new ChatStreamError('the reply ended before it was complete', text);
    }
  } finally {
    reader.releaseLock();
  }
}
