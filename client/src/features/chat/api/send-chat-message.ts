import { useMutation } from '@tanstack/react-query';
import { chatResponseSchema, type ChatRequest } from '@shared/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat: the server answers through the n8n webhook or the built-in guide. */
export const sendChatMessage = (input: ChatRequest) => apiRequest('POST', '/api/chat', input, chatResponseSchema);

export const useSendChatMessage = () => useMutation({ mutationFn: sendChatMessage });
