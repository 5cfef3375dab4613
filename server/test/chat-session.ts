let counter = 0;

/**
 * A chat session id of the shape the browser makes (`CHAT_SESSION_PATTERN` in shared/chat.ts):
 * unique within a test file by its counter, and across files and instances by its random part.
 */
export const newSessionId = () =>
  `session_${Date.now()}_${(counter++).toString(36).padStart(4, '0')}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
