import { useLanguage } from '@/i18n/language-provider';

type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

// Only http(s) addresses become links, so a reply can never carry javascript: or data: URLs.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation right after an address belongs to the sentence, not the link.
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits a reply into plain text and web addresses. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** What a link shows: the address without 'https://www.', shorter to read in a small bubble. */
export const linkLabel = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '');

/** A message as plain text (React escapes it: no HTML from a reply is ever rendered) with clickable links. */
export function ChatMessageText({ text }: { text: string }) {
  const { t } = useLanguage();
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.value} target="_blank" rel="noopener noreferrer" className="font-medium [overflow-wrap:anywhere] underline underline-offset-2">
            {linkLabel(part.value)}
            <span className="sr-only"> {t('chat.opensInNewTab')}</span>
          </a>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
