import { useMutation } from '@tanstack/react-query';
import { CHAT_STREAM_CONTENT_TYPE, chatResponseSchema, type ChatRequest, type ChatResponse } from '@shared/chat';
import { apiFetch } from '@/lib/api-client';
import { readChatStream } from '../lib/read-chat-stream';

export interface SendChatMessage extends ChatRequest {
  /** Called with the reply's text so far while a streamed reply arrives. */
  onText?: (text: string) => void;
}

/**
 * POST /api/chat: the server answers through the n8n webhook or the built-in guide, as one
 * JSON answer or, when the webhook streams, as a stream read as it comes.
 */
export async function sendChatMessage({ onText = () => undefined, ...input }: SendChatMessage): Promise<ChatResponse> {
  const response = await apiFetch('/api/chat', {
    method: 'POST',
    headers: { Accept: `${CHAT_STREAM_CONTENT_TYPE}, application/json;q=0.9`, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const streamed = response.headers.get('Content-Type')?.startsWith(CHAT_STREAM_CONTENT_TYPE) && response.body;
  if (streamed) return readChatStream(streamed, onText);
  return chatResponseSchema.parse(await response.json());
}

export const useSendChatMessage = () => useMutation({ mutationFn: sendChatMessage });
