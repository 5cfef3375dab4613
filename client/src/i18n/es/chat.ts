// Texts of the chat area (Spanish). en/chat.ts mirrors every key.
export const chat = {};
