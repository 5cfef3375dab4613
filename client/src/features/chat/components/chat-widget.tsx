import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { useIsMobile } from '../hooks/use-is-mobile';
import { ChatButton } from './chat-button';
import { ChatWindow } from './chat-window';

/** Set once the visitor has opened the chat; the button stops bouncing for good. */
export const CHAT_OPENED_STORAGE_KEY = 'chapincito-chat-opened';

/**
 * Chapincito's chat: the floating button and, when open, the chat window. Loaded as its own
 * chunk after the landing page hydrates (see app/routes/landing.tsx).
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(() => browserStorage.get(CHAT_OPENED_STORAGE_KEY) === '1');
  const isMobile = useIsMobile();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && !opened) {
      setOpened(true);
      browserStorage.set(CHAT_OPENED_STORAGE_KEY, '1');
    }
  };

  return (
    // Modal on phones (backdrop, focus kept inside); a panel beside the page on wider screens.
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={isMobile}>
      <DialogPrimitive.Trigger asChild>
        <ChatButton bouncing={!opened} />
      </DialogPrimitive.Trigger>
      {open && <ChatWindow isMobile={isMobile} />}
    </DialogPrimitive.Root>
  );
}
