import type { Response } from 'express';
import { CHAT_STREAM_CONTENT_TYPE, type ChatStreamEvent } from '@shared/chat';

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
