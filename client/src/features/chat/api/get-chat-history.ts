import { queryOptions } from '@tanstack/react-query';
import { chatHistoryResponseSchema } from '@shared/chat';
import { apiRequest } from '@/lib/api-client';

/** One message on screen (docs/product.md#chat-guide): `timestamp` is null when the server does not know it. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date | null;
  /** A reply still arriving (streamed): it grows until the reply is complete. */
  streaming?: boolean;
}

export const chatHistoryKey = (sessionId: string) => ['/api/chat/history', sessionId] as const;

/** GET /api/chat/history: the conversation of a session, so a reload continues it. */
export async function getChatHistory(sessionId: string): Promise<ChatMessage[]> {
  const { messages } = await apiRequest('GET', `/api/chat/history?sessionId=${encodeURIComponent(sessionId)}`, undefined, chatHistoryResponseSchema);
  return messages.map((message) => ({ ...message, timestamp: message.timestamp ? new Date(message.timestamp) : null }));
}

/** The messages of a session live in this query's cache; sending appends to it. */
export const chatHistoryQuery = (sessionId: string) =>
  queryOptions({ queryKey: chatHistoryKey(sessionId), queryFn: () => getChatHistory(sessionId) });
