import type { chat as es } from '../es/chat';

export const chat: typeof es = {
  greeting: '¡Hola! Soy Chapincito',
  tagline: 'Your personal guide to discover Guatemala',
  welcome:
    'Hi! Ask me about our boxes and their prices, shipping to the USA, the worry doll, the VIP Club or the most beautiful places in Guatemala.',
  placeholder: 'Type your message...',
  inputLabel: 'Your message to Chapincito',
  send: 'Send message',
  open: 'Open the chat with Chapincito',
  close: 'Close the chat',
  newConversation: 'New conversation',
  typing: 'Chapincito is typing...',
  messagesLabel: 'Conversation with Chapincito',
  you: 'You',
  connectionError: "Sorry, I'm having connection issues. Can you try again in a moment?",
  noOutput: 'Sorry, I could not process your message. Can you try again?',
  opensInNewTab: '(opens in a new tab)',
};
