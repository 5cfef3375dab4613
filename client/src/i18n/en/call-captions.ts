import type { callCaptions as es } from '../es/call-captions';

export const callCaptions: typeof es = {
  toggle: 'Captions',
  title: 'Call captions',
  assistant: 'Assistant',
  you: 'You',
  waiting: 'What is said in the call will show here.',
};
