import { TRAILING_PUNCTUATION } from '@shared/markdown-links';
import { MARKETPLACE_HOSTS } from '@shared/site-settings';

type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

// Only http(s) addresses are found in plain text, so a reply can never carry javascript: or data: URLs.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

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

/** Links to web pages open in a new tab; mailto and tel hand over to the visitor's apps. */
export const opensNewTab = (href: string) => /^https?:/.test(href);

/** Whether `href` goes to the marketplace (the guide links each box's listing). */
export function isMarketplaceLink(href: string) {
  const host = /^https:\/\/([^/?#]+)/i.exec(href)?.[1].toLowerCase();
  return MARKETPLACE_HOSTS.some((marketplace) => marketplace === host);
}
