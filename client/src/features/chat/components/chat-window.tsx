import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { whatsAppUrl } from '@shared/site-settings-values';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { useLanguage } from '@/i18n/language-provider';
import type { ChatMessage } from '../api/get-chat-history';
import { useChat } from '../hooks/use-chat';
import { ChapincitoAvatar } from './chapincito-avatar';
import { ChatInput } from './chat-input';
import { ChatMessages } from './chat-messages';

/**
 * The open chat. Under 768px a window centred at 60vh (up to 500px) over a dark backdrop
 * that closes it; wider, a 20rem × 24rem panel 190px from the bottom that closes on a click
 * outside (components/ui/dialog, modal on phones only): labelled, closed by Escape, focus
 * returned to the button (`opener`), unless the visitor closed the panel by clicking somewhere
 * else on the page. With a WhatsApp number in the settings, a link to talk to a person.
 */
export function ChatWindow({
  id,
  isMobile,
  onOpenChange,
  opener,
  whatsapp = null,
}: {
  id: string;
  whatsapp?: string | null;
  isMobile: boolean;
  onOpenChange(open: boolean): void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLanguage();
  const chat = useChat({ enabled: true });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const whatsApp = whatsAppUrl({ whatsapp }, t('whatsApp.message'));
  // The welcome opens the conversation: dated when the window opens, or as the conversation's
  // first message when it began earlier.
  const [openedAt] = useState(() => new Date());
  const firstTime = chat.messages[0]?.timestamp;
  const welcome = useMemo<ChatMessage>(
    () => ({ id: 'welcome', text: t('chat.welcome'), isUser: false, timestamp: firstTime && firstTime < openedAt ? firstTime : openedAt }),
    [t, openedAt, firstTime],
  );

  // The box is disabled while a reply loads; give the focus back once it can be typed in.
  useEffect(() => {
    if (!chat.isLoading && !isMobile) inputRef.current?.focus();
  }, [chat.isLoading, isMobile]);

  return (
    <Dialog open onOpenChange={onOpenChange} modal={isMobile}>
      <DialogContent
        id={id}
        opener={opener}
        // On phones the keyboard would cover half the window: focus the window, not the box.
        initialFocus={isMobile ? 'panel' : inputRef}
        // Placed beside the guide's button on wider screens, above the page's own layers.
        unstyled
        overlayProps={{ 'data-testid': 'chat-backdrop', className: 'fixed inset-0 z-[60] bg-black/60 transition-none duration-150 motion-safe:starting:opacity-0' }}
        className="fixed top-1/2 left-1/2 z-[61] flex h-[60vh] max-h-[500px] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden overscroll-contain rounded-2xl bg-white p-0 shadow-2xl transition-none duration-200 focus:outline-none motion-safe:starting:scale-95 motion-safe:starting:opacity-0 md:top-auto md:right-5 md:bottom-[190px] md:left-auto md:h-96 md:max-h-none md:w-80 md:translate-x-0 md:translate-y-0"
      >
        <div className="flex items-center gap-2 bg-brand-blue py-2 pr-1.5 pl-3 text-white">
          <ChapincitoAvatar className="h-10 w-10 shrink-0 rounded-full ring-2 ring-brand-gold" />
          <div className="min-w-0 flex-1">
            <DialogTitle unstyled className="text-[15px] leading-tight font-bold whitespace-nowrap text-white">{t('chat.greeting')}</DialogTitle>
            <DialogDescription unstyled className="text-xs leading-snug text-white/85">{t('chat.tagline')}</DialogDescription>
          </div>
          <button
            type="button"
            onClick={chat.newConversation}
            disabled={chat.isLoading}
            title={t('chat.newConversation')}
            aria-label={t('chat.newConversation')}
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50"
          >
            {/* a speech bubble with a plus: a fresh conversation */}
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12z" />
              <path d="M12 8.5v7M8.5 12h7" />
            </svg>
          </button>
          <DialogClose
            aria-label={t('chat.close')}
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          />
        </div>
        <ChatMessages messages={chat.messages} welcome={welcome} isTyping={chat.isWaiting} />
        {whatsApp && (
          <WhatsAppLink
            href={whatsApp}
            label={t('whatsApp.label')}
            className="flex min-h-10 items-center justify-center gap-2 border-t border-slate-200 bg-emerald-50 px-3 py-2 text-sm font-bold text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('whatsApp.talkToPerson')}
          </WhatsAppLink>
        )}
        <ChatInput ref={inputRef} disabled={chat.isLoading} onSend={chat.send} />
      </DialogContent>
    </Dialog>
  );
}
