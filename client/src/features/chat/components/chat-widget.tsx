import { lazy, Suspense, useId, useRef, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { browserStorage } from '@/lib/browser-storage';
import { SMALL_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { ChatButton } from './chat-button';

/** Set once the visitor has opened the chat; the button stops bouncing for good. */
export const CHAT_OPENED_STORAGE_KEY = 'chapincito-chat-opened';

// The window (and the dialog library under it) loads when the visitor reaches for the button:
// what loads with the page is the button alone.
const loadChatWindow = () => import('./chat-window');
const ChatWindow = lazy(() => loadChatWindow().then((module) => ({ default: module.ChatWindow })));

/**
 * Chapincito's chat: the floating button and, when open, the chat window. Loaded as its own
 * chunk after the landing page hydrates (see app/routes/landing.tsx). `whatsapp`: staff's
 * WhatsApp number, for the window's "talk to a person" link (none without it).
 */
export function ChatWidget({ whatsapp = null }: { whatsapp?: string | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(() => browserStorage.get(CHAT_OPENED_STORAGE_KEY) === '1');
  const isMobile = useMediaQuery(SMALL_SCREEN);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();

  const onOpenChange = (next: boolean) => {
    if (next && !open) trackEvent('chat_opened', { category: 'chat' });
    setOpen(next);
    if (next && !opened) {
      setOpened(true);
      browserStorage.set(CHAT_OPENED_STORAGE_KEY, '1');
    }
  };

  return (
    <>
      <ChatButton
        ref={buttonRef}
        bouncing={!opened}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onPointerEnter={() => void loadChatWindow()}
        onFocus={() => void loadChatWindow()}
        onClick={() => onOpenChange(!open)}
      />
      {open && (
        <Suspense fallback={null}>
          <ChatWindow id={windowId} isMobile={isMobile} onOpenChange={onOpenChange} opener={buttonRef} whatsapp={whatsapp} />
        </Suspense>
      )}
    </>
  );
}
