/**
 * Where the conversation scrolls when a reply arrives (docs/product.md#chat-guide): the
 * question at the top with the start of the answer under it; when the question is too tall for
 * that, the answer's start a third of the way down, the question's end above it. Tops are in
 * the list's scroll coordinates; the browser keeps the result within the list.
 */
export function answerScrollTop({ questionTop, answerTop, viewHeight, padding }: { questionTop: number; answerTop: number; viewHeight: number; padding: number }) {
  return Math.max(questionTop - padding, answerTop - Math.round(viewHeight / 3));
}
