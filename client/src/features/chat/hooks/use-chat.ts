import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { trackEvent } from '@/lib/analytics';
import { rateLimitMessageOr } from '@/lib/server-message';
import { chatHistoryKey, chatHistoryQuery, type ChatMessage } from '../api/get-chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import { useChatSession } from './use-chat-session';

/**
 * The conversation: its messages (the history query's cache, which sending appends to), the
 * send rules of docs/product.md#chat-guide, and starting a new conversation. History loads once
 * `enabled`. A streamed reply appears with its first words and grows in place; until then
 * `isWaiting` (the typing dots).
 */
export function useChat({ enabled }: { enabled: boolean }) {
  const { language, t } = useLanguage();
  const queryClient = useQueryClient();
  const { sessionId, isNew, renewSession } = useChatSession();
  // A session born in this page has no history on the server: no need to ask.
  const history = useQuery({ ...chatHistoryQuery(sessionId), enabled, initialData: isNew ? [] : undefined });
  const sending = useSendChatMessage();

  const update = useCallback(
    (id: string, change: (messages: ChatMessage[]) => ChatMessage[]) => queryClient.setQueryData<ChatMessage[]>(chatHistoryKey(id), (old = []) => change(old)),
    [queryClient],
  );
  const append = (id: string, message: ChatMessage) => update(id, (old) => [...old, message]);

  // Sending waits for the history too, so its answer cannot overwrite a message just sent.
  const isLoading = sending.isPending || (enabled && history.isFetching);
  const messages = history.data ?? [];
  const isWaiting = isLoading && !messages.at(-1)?.streaming;

  const send = (text: string) => {
    const chatInput = text.trim();
    if (!chatInput || isLoading) return false;
    append(sessionId, { id: `user_${Date.now()}`, text: chatInput, isUser: true, timestamp: new Date() });
    trackEvent('chat_message', { category: 'chat' });
    const replyId = `bot_${Date.now()}`;
    let started = false;
    /** The streamed reply's bubble: added with its first words, then rewritten in place. */
    const showReply = (replyText: string, streaming: boolean) => {
      if (!started) {
        started = true;
        append(sessionId, { id: replyId, text: replyText, isUser: false, timestamp: new Date(), streaming });
      } else update(sessionId, (old) => old.map((message) => (message.id === replyId ? { ...message, text: replyText, streaming } : message)));
    };
    sending.mutate(
      {
        chatInput,
        sessionId,
        language,
        onText: (soFar) => {
          if (soFar.trim()) showReply(soFar.trim(), true);
        },
      },
      {
        onSuccess: ({ output }) => showReply(output.trim() || t('chat.noOutput'), false),
        onError: (error) => {
          // What arrived of a broken reply stays, as it is; the apology follows it.
          if (started) update(sessionId, (old) => old.map((message) => (message.id === replyId ? { ...message, streaming: false } : message)));
          append(sessionId, { id: `error_${Date.now()}`, text: rateLimitMessageOr(error, t('chat.connectionError')), isUser: false, timestamp: new Date() });
        },
      },
    );
    return true;
  };

  const newConversation = () => {
    if (!sending.isPending) renewSession();
  };

  return { sessionId, messages, isLoading, isWaiting, send, newConversation };
}
