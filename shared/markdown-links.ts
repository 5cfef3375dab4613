/**
 * Which addresses Markdown may link to, and how a bare address reads. Shared by the chat (its
 * messages, rendered to React) and the campaign e-mails (rendered to HTML):
 * docs/decisions/0049-chat-markdown-subset.md.
 */

// Sentence punctuation (and Markdown emphasis) right after an address belongs to the sentence, not the link.
export const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"*_]+$/;

/** What a bare address shows: without 'https://www.', shorter to read in a small bubble. */
export const linkLabel = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '');

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address a link may point at: an absolute http(s), mailto or tel URL, normalised by the
 * URL parser (which also sees through tricks like 'java\tscript:' or upper case); anything else
 * (javascript:, data:, relative paths, spaces) is no link at all.
 */
export function safeHref(raw: string): string | undefined {
  if (!raw || /[\s\p{Cc}]/u.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}
