import type { chat as es } from '../es/chat';

export const chat: typeof es = {};
