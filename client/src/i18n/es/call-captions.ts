// Texts of the call's live captions (Spanish); en/call-captions.ts mirrors every key. Not part
// of the dictionary the page loads first: they come with the captions' own chunk, once a call
// starts (docs/decisions/0051-live-call-captions.md).
export const callCaptions = {
  toggle: 'Subtítulos',
  title: 'Subtítulos de la llamada',
  assistant: 'Asistente',
  you: 'Tú',
  waiting: 'Aquí verás lo que se dice en la llamada.',
};
