import type { RefCallback } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../api/get-chat-history';
import { ChatMessageText } from './chat-message-text';

// Made at the first message, not when the chat's code loads with the page: a page's first
// Intl formatter loads the locale's data, a long task on a phone.
let timeFormat: Intl.DateTimeFormat | undefined;

/** 2-digit hour and minute in Spanish format (docs/product.md#chat-guide), e.g. '09:05'. */
const formatMessageTime = (date: Date) => (timeFormat ??= new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' })).format(date);

/** The newest item of the list scrolls the list to the bottom as it appears: the conversation stays in view. */
const keepInView: RefCallback<HTMLLIElement> = (item) => {
  const list = item?.parentElement;
  if (list) list.scrollTop = list.scrollHeight;
};

function TypingIndicator() {
  const { t } = useLanguage();
  return (
    <li ref={keepInView} className="flex justify-start" role="status" data-testid="typing-indicator">
      <span className="sr-only">{t('chat.typing')}</span>
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-sm" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="h-2 w-2 rounded-full bg-brand-blue/70 motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </li>
  );
}

/** The conversation, newest at the bottom and kept in view, with the typing dots while a reply loads. */
export function ChatMessages({ messages, welcome, isTyping }: { messages: ChatMessage[]; welcome: ChatMessage; isTyping: boolean }) {
  const { t } = useLanguage();
  const shown = messages.length ? messages : [welcome];

  return (
    <ol aria-label={t('chat.messagesLabel')} aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-brand-sky/60 px-3 py-4">
      {shown.map((message, index) => (
        <li key={message.id} ref={!isTyping && index === shown.length - 1 ? keepInView : undefined} data-message-id={message.id} className={cn('flex', message.isUser ? 'justify-end' : 'justify-start')}>
          <div
            className={cn(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-snug shadow-sm',
              message.isUser ? 'rounded-br-sm bg-brand-blue text-white' : 'rounded-bl-sm bg-white text-slate-800',
            )}
          >
            <span className="sr-only">{message.isUser ? t('chat.you') : 'Chapincito'}: </span>
            <p className="break-words whitespace-pre-wrap">
              <ChatMessageText text={message.text} />
            </p>
            {message.timestamp && (
              <time dateTime={message.timestamp.toISOString()} className={cn('mt-1 block text-right text-[11px]', message.isUser ? 'text-white/80' : 'text-slate-500')}>
                {formatMessageTime(message.timestamp)}
              </time>
            )}
          </div>
        </li>
      ))}
      {isTyping && <TypingIndicator />}
    </ol>
  );
}
