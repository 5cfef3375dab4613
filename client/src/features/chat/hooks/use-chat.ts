import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { rateLimitMessageOr } from '@/lib/server-message';
import { chatHistoryKey, chatHistoryQuery, type ChatMessage } from '../api/get-chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import { useChatSession } from './use-chat-session';

/**
 * The conversation: its messages (the history query's cache, which sending appends to), the
 * send rules of docs/product.md#chat-guide, and starting a new conversation. History loads once `enabled`.
 */
export function useChat({ enabled }: { enabled: boolean }) {
  const { language, t } = useLanguage();
  const queryClient = useQueryClient();
  const { sessionId, isNew, renewSession } = useChatSession();
  // A session born in this page has no history on the server: no need to ask.
  const history = useQuery({ ...chatHistoryQuery(sessionId), enabled, initialData: isNew ? [] : undefined });
  const sending = useSendChatMessage();

  const append = useCallback(
    (id: string, message: ChatMessage) => queryClient.setQueryData<ChatMessage[]>(chatHistoryKey(id), (old = []) => [...old, message]),
    [queryClient],
  );

  // Sending waits for the history too, so its answer cannot overwrite a message just sent.
  const isLoading = sending.isPending || (enabled && history.isFetching);

  const send = (text: string) => {
    const chatInput = text.trim();
    if (!chatInput || isLoading) return false;
    append(sessionId, { id: `user_${Date.now()}`, text: chatInput, isUser: true, timestamp: new Date() });
    sending.mutate(
      { chatInput, sessionId, language },
      {
        onSuccess: ({ output }) =>
          append(sessionId, { id: `bot_${Date.now()}`, text: output.trim() || t('chat.noOutput'), isUser: false, timestamp: new Date() }),
        onError: (error) => {
          append(sessionId, { id: `error_${Date.now()}`, text: rateLimitMessageOr(error, t('chat.connectionError')), isUser: false, timestamp: new Date() });
        },
      },
    );
    return true;
  };

  const newConversation = () => {
    if (!sending.isPending) renewSession();
  };

  return { sessionId, messages: history.data ?? [], isLoading, send, newConversation };
}
