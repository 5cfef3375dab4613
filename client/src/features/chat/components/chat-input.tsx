import { useState, type KeyboardEvent, type Ref } from 'react';
import { CHAT_INPUT_MAX } from '@shared/chat';
import { useLanguage } from '@/i18n/language-provider';

/**
 * The message box and send button, both disabled while a reply loads. Enter sends (its
 * default prevented), Shift+Enter is a new line; blank text is never sent.
 */
export function ChatInput({ disabled, onSend, ref }: { disabled: boolean; onSend(text: string): boolean; ref?: Ref<HTMLTextAreaElement> }) {
  const { t } = useLanguage();
  const [text, setText] = useState('');
  const blank = !text.trim();

  const submit = () => {
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="sr-only" htmlFor="chapincito-input">
        {t('chat.inputLabel')}
      </label>
      <textarea
        ref={ref}
        id="chapincito-input"
        rows={1}
        value={text}
        maxLength={CHAT_INPUT_MAX}
        disabled={disabled}
        placeholder={t('chat.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-24 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-blue focus:outline-2 focus:outline-brand-blue disabled:bg-slate-100 md:text-sm"
      />
      <button
        type="submit"
        disabled={disabled || blank}
        aria-label={t('chat.send')}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-blue text-white transition-colors hover:bg-brand-blue-dark disabled:cursor-not-allowed disabled:opacity-50"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
          <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10.2 15 12 3.4 13.8z" />
        </svg>
      </button>
    </form>
  );
}
