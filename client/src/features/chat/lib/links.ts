type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

// Only http(s) addresses are found in plain text, so a reply can never carry javascript: or data: URLs.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation (and Markdown emphasis) right after an address belongs to the sentence, not the link.
export const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"*_]+$/;

/** Splits a message into plain text and web addresses. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

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

/** Links to web pages open in a new tab; mailto and tel hand over to the visitor's apps. */
export const opensNewTab = (href: string) => /^https?:/.test(href);
