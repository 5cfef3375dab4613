import { linkLabel, safeHref, TRAILING_PUNCTUATION } from './markdown-links';

/**
 * Inline Markdown of a chat message or a campaign e-mail
 * (docs/decisions/0049-chat-markdown-subset.md): **bold**,
 * *italics*, `code`, [links](…), <addresses> and bare addresses; everything else, HTML
 * included, stays text. Linear in the text's length and depth-limited.
 */

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: InlineNode[] }
  | { kind: 'break' };

/** Deeper emphasis than this stays text. */
export const MAX_DEPTH = 4;
const MAX_LABEL_CHARS = 500;
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /\s/;
const BARE_URL = /https?:\/\/[^\s<>"'`]+/y;
const ANGLE_URL = /<(https?:\/\/[^\s<>]+)>/y;
// `(address)` or `(address "title")`, the address with at most one level of parentheses.
const LINK_TARGET = /\(\s*([^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"[^"]*")?\s*\)/y;

const isSpace = (char: string | undefined) => char === undefined || SPACE.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/**
 * Where the emphasis opened at `open` closes, or -1. An opener is followed by a non-space, a
 * closer preceded by one; `_` only at word edges (snake_case stays text); a single `*` skips
 * `**` runs. `noCloserFrom` remembers, per delimiter, from where no closer exists, so a text
 * full of unmatched stars is read once, not once per star.
 */
function findCloser(text: string, open: number, delimiter: string, noCloserFrom: Map<string, number>) {
  const char = delimiter[0];
  if (isSpace(text[open + delimiter.length])) return -1;
  if (char === '_' && isWordChar(text[open - 1])) return -1;
  const from = open + delimiter.length + 1;
  if ((noCloserFrom.get(delimiter) ?? Infinity) <= from) return -1;
  let at = text.indexOf(delimiter, from);
  while (at !== -1) {
    if (delimiter.length === 1 && (text[at + 1] === char || text[at - 1] === char)) {
      let end = at;
      while (text[end] === char) end++;
      at = text.indexOf(delimiter, end);
      continue;
    }
    const closes = !isSpace(text[at - 1]) && (char !== '_' || !isWordChar(text[at + delimiter.length]));
    if (closes) return at;
    at = text.indexOf(delimiter, at + 1);
  }
  noCloserFrom.set(delimiter, Math.min(noCloserFrom.get(delimiter) ?? Infinity, from));
  return -1;
}

/** Reads inline Markdown; `inLink` keeps links out of a link's own label. */
export function parseInline(text: string, depth = 0, inLink = false): InlineNode[] {
  const nodes: InlineNode[] = [];
  const noCloserFrom = new Map<string, number>();
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  const push = (node: InlineNode) => {
    flush();
    nodes.push(node);
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i];

    if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      push({ kind: 'break' });
      i++;
      continue;
    }
    if (char === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const fence = '`'.repeat(run);
      const close = (noCloserFrom.get(fence) ?? Infinity) <= i ? -1 : text.indexOf(fence, i + run);
      if (close !== -1 && text[close + run] !== '`') {
        push({ kind: 'code', text: text.slice(i + run, close).replace(/\n/g, ' ') });
        i = close + run;
      } else {
        if (close === -1) noCloserFrom.set(fence, i);
        buffer += fence;
        i += run;
      }
      continue;
    }
    if ((char === '*' || char === '_') && depth < MAX_DEPTH) {
      const delimiter = text[i + 1] === char ? char + char : char;
      const close = findCloser(text, i, delimiter, noCloserFrom);
      if (close !== -1) {
        push({ kind: delimiter.length === 2 ? 'strong' : 'em', children: parseInline(text.slice(i + delimiter.length, close), depth + 1, inLink) });
        i = close + delimiter.length;
      } else {
        // '**' without its pair may still open a single '*' one character on.
        buffer += char;
        i++;
      }
      continue;
    }
    if (char === '[' && !inLink) {
      // Labels are short: the search for ']' looks a bounded way ahead, so '[[[[…' stays linear.
      const found = text.slice(i + 1, i + 2 + MAX_LABEL_CHARS).indexOf(']');
      const labelEnd = found === -1 ? -1 : i + 1 + found;
      LINK_TARGET.lastIndex = labelEnd + 1;
      const target = labelEnd > i + 1 ? LINK_TARGET.exec(text) : null;
      if (target) {
        const label = parseInline(text.slice(i + 1, labelEnd), depth + 1, true);
        const href = safeHref(target[1]);
        if (href) push({ kind: 'link', href, children: label });
        else {
          // An address that may not be linked: its label stays, as text.
          flush();
          nodes.push(...label);
        }
        i = LINK_TARGET.lastIndex;
        continue;
      }
    }
    if (char === '<' && !inLink) {
      ANGLE_URL.lastIndex = i;
      const angle = ANGLE_URL.exec(text);
      const href = angle && safeHref(angle[1]);
      if (angle && href) {
        push({ kind: 'link', href, children: [{ kind: 'text', text: linkLabel(angle[1]) }] });
        i = ANGLE_URL.lastIndex;
        continue;
      }
    }
    if (char === 'h' && !inLink && !isWordChar(text[i - 1])) {
      BARE_URL.lastIndex = i;
      const bare = BARE_URL.exec(text);
      const url = bare?.[0].replace(TRAILING_PUNCTUATION, '');
      const href = url && safeHref(url);
      if (url && href) {
        push({ kind: 'link', href, children: [{ kind: 'text', text: linkLabel(url) }] });
        i += url.length;
        continue;
      }
    }
    buffer += char;
    i++;
  }
  flush();
  return nodes;
}
