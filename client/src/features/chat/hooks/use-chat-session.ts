import { useCallback, useState } from 'react';
import { CHAT_SESSION_PATTERN } from '@shared/chat';
import { browserStorage } from '@/lib/browser-storage';

export const CHAT_SESSION_STORAGE_KEY = 'chapincito-chat-session';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 'session_' + time in ms + '_' + 16 random letters and digits (about 82 bits: unguessable). */
function createSessionId(now = Date.now()) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `session_${now}_${random}`;
}

function startSession() {
  const sessionId = createSessionId();
  browserStorage.set(CHAT_SESSION_STORAGE_KEY, sessionId);
  return sessionId;
}

/**
 * The conversation's id, kept in this browser so a reload continues the same conversation;
 * `isNew` tells that no history can exist for it yet.
 */
export function useChatSession() {
  const [session, setSession] = useState(() => {
    const stored = browserStorage.get(CHAT_SESSION_STORAGE_KEY);
    return stored && CHAT_SESSION_PATTERN.test(stored) ? { sessionId: stored, isNew: false } : { sessionId: startSession(), isNew: true };
  });
  const renewSession = useCallback(() => {
    const sessionId = startSession();
    setSession({ sessionId, isNew: true });
    return sessionId;
  }, []);
  return { ...session, renewSession };
}
