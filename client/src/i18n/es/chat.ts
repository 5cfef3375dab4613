// Texts of the chat area (Spanish). en/chat.ts mirrors every key.
export const chat = {
  greeting: '¡Hola! Soy Chapincito',
  tagline: 'Tu guía personal para descubrir Guatemala',
  welcome:
    '¡Hola! Pregúntame por nuestras cajas y sus precios, los envíos a Estados Unidos, la muñeca quitapenas, el Club VIP o los lugares más bonitos de Guatemala.',
  placeholder: 'Escribe tu mensaje...',
  inputLabel: 'Tu mensaje para Chapincito',
  send: 'Enviar mensaje',
  open: 'Abrir el chat con Chapincito',
  close: 'Cerrar el chat',
  newConversation: 'Nueva conversación',
  typing: 'Chapincito está escribiendo...',
  messagesLabel: 'Conversación con Chapincito',
  you: 'Tú',
  connectionError: 'Lo siento, tengo problemas de conexión. ¿Puedes intentar de nuevo en un momento?',
  noOutput: 'Lo siento, no pude procesar tu mensaje. ¿Puedes intentar de nuevo?',
  opensInNewTab: '(se abre en una pestaña nueva)',
};
