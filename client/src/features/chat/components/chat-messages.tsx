import { useLayoutEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../api/get-chat-history';
import { answerScrollTop } from '../lib/answer-scroll';
import { ChatMessageText } from './chat-message-text';

// Made at the first message, not when the chat's code loads with the page: a page's first
// Intl formatter loads the locale's data, a long task on a phone.
let timeFormat: Intl.DateTimeFormat | undefined;

/** 2-digit hour and minute in Spanish format (docs/product.md#chat-guide), e.g. '09:05'. */
const formatMessageTime = (date: Date) => (timeFormat ??= new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' })).format(date);

const TYPING_ID = 'typing';

function TypingIndicator() {
  const { t } = useLanguage();
  return (
    <li className="flex justify-start" role="status" data-testid="typing-indicator" data-message-id={TYPING_ID}>
      <span className="sr-only">{t('chat.typing')}</span>
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-sm" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="h-2 w-2 rounded-full bg-brand-blue/70 motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </li>
  );
}

/** An item's top in its list's scroll coordinates. */
const topIn = (list: HTMLElement, item: Element) => item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;

/**
 * Scrolls for what is newest: the visitor's message or the typing dots to the bottom, a new
 * reply to where its question and its start show (not its end). A streaming reply, short at
 * first, is held there as it grows, until the visitor scrolls by themselves.
 */
function useScrollToNewest(newest: { id: string; isReply: boolean }) {
  const listRef = useRef<HTMLOListElement>(null);
  const placed = useRef<{ id: string; target: number; applied: number } | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const place = (target: number) => {
      list.scrollTop = target;
      placed.current = { id: newest.id, target, applied: list.scrollTop };
    };
    const previous = placed.current;
    if (previous?.id === newest.id) {
      // The browser keeps the scroll within the content: the place is reached as the reply grows.
      if (Math.abs(list.scrollTop - previous.applied) <= 1 && previous.applied < previous.target) place(previous.target);
      return;
    }
    const answer = Array.from(list.children).find((item) => item.getAttribute('data-message-id') === newest.id);
    if (!newest.isReply || !answer) return place(list.scrollHeight);
    const before = answer.previousElementSibling;
    const question = before?.getAttribute('data-from') === 'visitor' ? before : answer;
    place(
      answerScrollTop({
        questionTop: topIn(list, question),
        answerTop: topIn(list, answer),
        viewHeight: list.clientHeight,
        padding: Number.parseFloat(getComputedStyle(list).paddingTop) || 0,
      }),
    );
    // After every render: a streaming reply grows without a new newest item.
  });
  return listRef;
}

/**
 * The conversation: the welcome first, then the messages, the newest at the bottom, with the
 * typing dots until a reply's first words. New messages are announced politely; a streaming
 * reply is announced once complete (aria-busy meanwhile).
 */
export function ChatMessages({ messages, welcome, isTyping }: { messages: ChatMessage[]; welcome: ChatMessage; isTyping: boolean }) {
  const { t } = useLanguage();
  const shown = [welcome, ...messages];
  const newest = shown.at(-1)!;
  const listRef = useScrollToNewest(isTyping ? { id: TYPING_ID, isReply: false } : { id: newest.id, isReply: !newest.isUser });

  return (
    <ol
      ref={listRef}
      aria-label={t('chat.messagesLabel')}
      aria-live="polite"
      aria-busy={newest.streaming || undefined}
      className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-brand-sky/60 px-3 py-4"
    >
      {shown.map((message) => (
        <li key={message.id} data-message-id={message.id} data-from={message.isUser ? 'visitor' : 'guide'} className={cn('flex', message.isUser ? 'justify-end' : 'justify-start')}>
          <div
            className={cn(
              'max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm leading-snug shadow-sm',
              message.isUser ? 'rounded-br-sm bg-brand-blue text-white' : 'rounded-bl-sm bg-white text-slate-800',
            )}
          >
            <span className="sr-only">{message.isUser ? t('chat.you') : 'Chapincito'}: </span>
            <ChatMessageText text={message.text} isUser={message.isUser} />
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
